import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)
const serverDir = fileURLToPath(new URL('../..', import.meta.url))

/** `npm run inquiries -- …` as the operator runs it: the CLI in its own process, with env. */
export async function runCli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['scripts/inquiries.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr: '' }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, stdout, stderr }
  }
}
