import type { ChildProcess } from 'node:child_process'
import { vi } from 'vitest'
import { TEST_PROOF } from './harness.ts'
import { patient } from './patience.ts'
import { spawnServer } from './spawn-server.ts'

/**
 * The real server entry (main.ts) as a process of its own, quiet, on the port the OS gives it;
 * resolves once `waitFor` answers 200: /api/ready by default, /api/health when SMTP is meant to
 * be down. The caller kills it (`child.kill('SIGKILL')` is a crash).
 */
export async function startServerProcess(
  env: Record<string, string>,
  waitFor: '/api/ready' | '/api/health' = '/api/ready',
): Promise<{ child: ChildProcess; url: string }> {
  const { child, port } = await spawnServer({ ...TEST_PROOF, ...env })
  const url = `http://127.0.0.1:${port}`
  try {
    await vi.waitUntil(
      async () => (await fetch(`${url}${waitFor}`).catch(() => undefined))?.status === 200,
      { timeout: patient(15_000), interval: 100, message: 'the server process to be ready' },
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
