import {
  type AddressInfo,
  createConnection,
  createServer,
  type Server,
  type Socket,
} from 'node:net'

type Behaviour = 'reset' | { to: number | string }

/**
 * A loopback port a test holds for its whole life, so the OS never hands its number to anyone
 * else (a number picked, released and used later can be bound by another test file meanwhile,
 * which then receives this test's mail: issue 49). It stands for a server that is down (every
 * connection reset at once), or it passes each new connection on to the real server once that is up (`forwardTo()`, a port or a
 * Unix socket): one address before and after a server starts, crashes and restarts.
 */
export class HeldPort {
  private behaviour: Behaviour = 'reset'
  /** Every connection it holds or passes on, ended by close(). */
  private readonly open = new Set<Socket>()

  private readonly server: Server
  readonly port: number

  private constructor(server: Server, port: number) {
    this.server = server
    this.port = port
    server.on('connection', (socket) => this.take(socket))
  }

  /** Opens on a port the OS picks, resetting every connection until told otherwise. */
  static async open(): Promise<HeldPort> {
    const server = createServer({ allowHalfOpen: true })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => resolve())
    })
    return new HeldPort(server, (server.address() as AddressInfo).port)
  }

  url(scheme = 'http'): string {
    return `${scheme}://127.0.0.1:${this.port}`
  }

  /** From now on, like a server that is down: each connection is reset. */
  reset(): this {
    return this.become('reset')
  }

  /** From now on, each new connection goes to `target` (a loopback port or a socket path). */
  forwardTo(target: number | string): this {
    return this.become({ to: target })
  }

  /** Stops listening and ends every connection it holds or passes on. */
  async close(): Promise<void> {
    this.become('reset')
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    for (const socket of this.open) socket.destroy()
    await closed
  }

  private become(behaviour: Behaviour): this {
    this.behaviour = behaviour
    return this
  }

  private take(socket: Socket) {
    socket.on('error', () => {})
    this.open.add(socket)
    socket.once('close', () => this.open.delete(socket))
    const behaviour = this.behaviour
    if (behaviour === 'reset') {
      socket.resetAndDestroy()
    } else {
      const { to } = behaviour
      const upstream = createConnection(
        typeof to === 'number'
          ? { port: to, host: '127.0.0.1', allowHalfOpen: true }
          : { path: to, allowHalfOpen: true },
      )
      // An end passes on as an end (pipe); a failure on either side resets the other, as the
      // real server's failure would reach its client.
      socket.pipe(upstream).pipe(socket)
      upstream.on('error', () => socket.resetAndDestroy())
      socket.on('error', () => upstream.destroy())
      upstream.on('close', (failed) => failed && socket.resetAndDestroy())
      socket.on('close', () => upstream.destroy())
    }
  }
}
