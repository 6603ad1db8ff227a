import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { vi } from 'vitest'
import { TEST_PROOF } from './harness.ts'
import { freePort } from './smtp-sink.ts'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The real server entry (main.ts) as a process of its own, quiet, on a free port; resolves once
 * `waitFor` answers 200: /api/ready by default, /api/health when SMTP is meant to be down. The
 * caller kills it (`child.kill('SIGKILL')` is a crash).
 */
export async function startServerProcess(
  env: Record<string, string>,
  waitFor: '/api/ready' | '/api/health' = '/api/ready',
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...TEST_PROOF,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await vi.waitUntil(
      async () => (await fetch(`${url}${waitFor}`).catch(() => undefined))?.status === 200,
      { timeout: 15_000, interval: 100, message: 'the server process to be ready' },
    )
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return { child, url }
}

/** Kills a server process as a crash would, and waits until it is gone. */
export async function crash(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
