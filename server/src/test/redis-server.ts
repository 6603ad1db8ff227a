import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './smtp-sink.ts'

/** Whether a Redis answers PING on this port (with a password set: asks for it). */
function pong(port: number, withPassword: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith(withPassword ? '-NOAUTH' : '+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/**
 * A real redis-server (Debian's, installed by .ci/run) persisting as production does: an
 * append-only file fsynced on every write, in a folder of its own, so a restart keeps the data.
 */
export class RedisServer {
  port = 0
  readonly dir = mkdtempSync(join(tmpdir(), 'inlet-redis-'))
  private child: ChildProcess | undefined
  /** More redis-server options, e.g. `['--requirepass', 'secret']`. */
  private readonly args: string[]

  constructor(args: string[] = []) {
    this.args = args
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`
  }

  async start(): Promise<this> {
    this.port ||= await freePort()
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        ...this.args,
      ],
      { stdio: 'ignore' },
    )
    this.child = child
    await new Promise<void>((resolve, reject) => {
      child.once('error', (error) =>
        reject(new Error(`redis-server is required for this test: ${error.message}`)),
      )
      const deadline = Date.now() + 10_000
      const poll = async () => {
        if (await pong(this.port, this.args.includes('--requirepass'))) return resolve()
        if (Date.now() > deadline) return reject(new Error('redis-server did not start'))
        setTimeout(poll, 50)
      }
      void poll()
    })
    return this
  }

  /** Stops Redis: SIGKILL is a crash (nothing flushed on the way out), SIGTERM a clean stop. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child
    this.child = undefined
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }

  async remove(): Promise<void> {
    await this.stop('SIGKILL')
    rmSync(this.dir, { recursive: true, force: true })
  }
}
