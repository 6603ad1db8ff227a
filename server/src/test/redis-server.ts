import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HeldPort } from './held-port.ts'
import { patient } from './patience.ts'

/** Whether a Redis answers PING on this socket (with a password set: asks for it). */
function pong(path: string, withPassword: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path)
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
 * It listens on a Unix socket in that folder only; its `url` is a loopback port this process
 * holds from the first start to `remove()` (held-port.ts), passing connections to the socket
 * while Redis runs and resetting them while it is stopped, so a restart keeps its address and no
 * other test can ever take it.
 */
export class RedisServer {
  readonly dir = mkdtempSync(join(tmpdir(), 'inlet-redis-'))
  private readonly socket = join(this.dir, 'redis.sock')
  private door: HeldPort | undefined
  private child: ChildProcess | undefined
  /** More redis-server options, e.g. `['--requirepass', 'secret']`. */
  private readonly args: string[]

  constructor(args: string[] = []) {
    this.args = args
  }

  /** The held port's address (port 0 before `reserve()` or the first start). */
  get url(): string {
    return `redis://127.0.0.1:${this.door?.port ?? 0}`
  }

  /** Holds the address now, before Redis runs: clients are refused until `start()`. */
  async reserve(): Promise<this> {
    this.door ??= await HeldPort.open()
    return this
  }

  async start(): Promise<this> {
    const door = (await this.reserve()).door as HeldPort
    const child = spawn(
      'redis-server',
      [
        '--port',
        '0',
        '--unixsocket',
        this.socket,
        '--unixsocketperm',
        '700',
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
      const deadline = Date.now() + patient(10_000)
      const poll = async () => {
        if (await pong(this.socket, this.args.includes('--requirepass'))) return resolve()
        if (child.exitCode !== null) return reject(new Error('redis-server exited at start'))
        if (Date.now() > deadline) return reject(new Error('redis-server did not start'))
        setTimeout(poll, 50)
      }
      void poll()
    })
    door.forwardTo(this.socket)
    return this
  }

  /** Stops Redis: SIGKILL is a crash (nothing flushed on the way out), SIGTERM a clean stop. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    this.door?.reset()
    const child = this.child
    this.child = undefined
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill(signal)
    await exited
  }

  async remove(): Promise<void> {
    await this.stop('SIGKILL')
    await this.door?.close()
    rmSync(this.dir, { recursive: true, force: true })
  }
}
