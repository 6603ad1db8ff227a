import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import {
  compose,
  PROD,
  PROJECT,
  podman,
  repoRoot,
  startPodmanService,
  waitHealthy,
} from './podman.ts'

/**
 * Brings the product up as an operator would, with `docker-compose build` and `up -d` against
 * Podman's Docker API, after making sure the base images exist (local stand-ins, see
 * standins/README.md). Tests then reach it on the published ports (podman.ts). The teardown
 * leaves nothing behind, also when a test failed half-way.
 */
export default async function globalSetup() {
  const timings: string[] = []
  const time = async <T>(label: string, step: () => T | Promise<T>): Promise<T> => {
    const started = Date.now()
    const value = await step()
    timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return value
  }

  await time('stand-ins', () => {
    const built = spawnSync('bash', [join(repoRoot, 'tests/containers/standins/build.sh')], {
      env: { ...process.env, CONTAINERS_CONF: join(repoRoot, 'tests/containers/containers.conf') },
      stdio: 'inherit',
    })
    if (built.status !== 0) throw new Error(`building the stand-in images failed (${built.status})`)
  })

  const service = await startPodmanService()
  process.env.CONTAINERS_DOCKER_SOCKET = service.socket
  process.env.CONTAINERS_SERVICE_PID = String(service.process.pid)

  const teardown = async () => {
    // The last test takes the stack down and stops the service itself; after a failure
    // earlier on, this does it.
    if (service.process.exitCode !== null || service.process.signalCode !== null) return
    try {
      await compose(service.socket, [...PROD, 'down', '-v', '--remove-orphans', '--timeout', '5'])
    } finally {
      await service.stop()
    }
  }
  try {
    // A run that died half-way must not leave its containers and volumes in the way (named
    // with the production override, so Redis and its append-only file go too), and the layers of
    // earlier builds must not fill the disk (the last hour's stay, as the build cache).
    await compose(service.socket, [...PROD, 'down', '-v', '--remove-orphans', '--timeout', '5'])
    await podman('image', 'prune', '--force', '--filter', 'until=1h')
    await time('docker-compose build', () => compose(service.socket, ['build']))
    await time('docker-compose up', async () => {
      await compose(service.socket, ['up', '-d'])
      await waitHealthy(['mailhog', 'server', 'client'])
    })
  } catch (error) {
    const logs = await podman('ps', '-a', '--filter', `label=com.docker.compose.project=${PROJECT}`)
    console.error(`${logs}\n--- podman system service ---\n${service.logTail()}`)
    await teardown()
    throw error
  }
  console.log(`[containers] ${timings.join(', ')}`)
  return teardown
}
