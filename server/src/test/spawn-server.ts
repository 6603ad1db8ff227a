import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serverDir = fileURLToPath(new URL('../..', import.meta.url))

export interface SpawnedServer {
  child: ChildProcess
  /** The port the process reports it listens on. */
  port: number
  /** What it printed on stdout so far (its log lines, with a LOG_LEVEL other than silent). */
  stdout(): string
}

/**
 * The real server entry (main.ts) as a process of its own, on a port the OS picks (PORT=0):
 * resolves once the process reports the port it listens on (its IPC message, main.ts), or
 * rejects with what it printed on stderr when it exits first. The caller waits for readiness
 * and ends the process. `inherit: false` starts it with `env` and PATH alone.
 */
export function spawnServer(
  env: Record<string, string>,
  { inherit = true } = {},
): Promise<SpawnedServer> {
  const base = inherit ? process.env : { PATH: process.env.PATH }
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...base, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const printed = { stdout: '', stderr: '' }
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    printed.stdout += chunk
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    printed.stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('message', (message: { listening?: number }) => {
      if (typeof message.listening !== 'number') return
      child.channel?.unref()
      resolve({ child, port: message.listening, stdout: () => printed.stdout })
    })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `the server process exited before it listened (${signal ?? code}): ${printed.stderr.trim()}`,
        ),
      ),
    )
  })
}
