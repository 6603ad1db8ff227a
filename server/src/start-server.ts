import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import type { Logger } from 'pino'
import { createApp } from './app.ts'
import { type Config, loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { createSmtpMailer } from './mailer.ts'
import { Outbox } from './outbox.ts'
import type { InquiryQueue } from './queue.ts'
import { createRedisStores, memoryStores, type StoreFactory } from './rate-limit-store.ts'

export interface ServerOverrides {
  /** Settings read instead of `process.env` (config.ts parses them). */
  env?: NodeJS.ProcessEnv
  /** Default: pino at LOG_LEVEL (logger.ts). */
  logger?: Logger
  /**
   * Where the rate limit and the confirmation budget count. Default: Redis when REDIS_URL is
   * set (every replica shares the counts), else this process.
   */
  counters?: { stores: StoreFactory; isUp?: () => boolean }
}

export interface RunningServer {
  /** `http://<host>:<port>` (localhost when HOST is every interface). */
  url: string
  /** The port it listens on: the one the OS chose when PORT is 0. */
  port: number
  config: Config
  logger: Logger
  app: Express
  queue: InquiryQueue
  /** The file queue's outbox; undefined with REDIS_URL. */
  outbox: Outbox | undefined
  /** Stops accepting, lets the current delivery finish, then closes SMTP and Redis. */
  close(): Promise<void>
}

/** One line an operator can act on, for the errors `listen` gives. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new Error(
      `Port ${port} is already in use on ${host}: stop what listens there, or set PORT.`,
    )
  }
  if (error.code === 'EACCES') {
    return new Error(
      `Port ${port} on ${host} needs privileges this process lacks: set PORT above 1023.`,
    )
  }
  return new Error(`Cannot listen on ${host}:${port}: ${error.message}`)
}

/** Resolves once the server listens; rejects with `listenError` (Express 5 hands it to the callback). */
function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => {
      if (error) reject(listenError(error, host, port))
      else resolve(server)
    })
  })
}

/**
 * The whole server, as `npm start`, the tests, the audit and the benches run it: settings,
 * queue (file outbox or Redis), SMTP mailer, app, listening on HOST:PORT, delivery started.
 * Rejects with a message naming the bad setting, or one line naming a port it cannot take,
 * with nothing left open.
 */
export async function startServer(overrides: ServerOverrides = {}): Promise<RunningServer> {
  const config = loadConfig(overrides.env)
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL)
  // With REDIS_URL the queue lives in Redis; the outbox folder is not used.
  const outbox = config.REDIS_URL ? undefined : new Outbox(config.OUTBOX_DIR)
  await outbox?.init()
  const redis =
    !overrides.counters && config.REDIS_URL
      ? createRedisStores(config.REDIS_URL, logger, { password: config.REDIS_PASSWORD_FILE })
      : undefined
  const counters = overrides.counters ?? redis ?? { stores: memoryStores }
  const mailer = createSmtpMailer(config.SMTP_URL, config.SMTP_TIMEOUT_MS, {
    password: config.SMTP_PASSWORD_FILE,
    allowPlaintextAuth: config.SMTP_ALLOW_PLAINTEXT_AUTH,
  })
  const { app, queue } = createApp({
    config,
    logger,
    mailer,
    ...(outbox ? { outbox } : {}),
    stores: counters.stores,
    ...(counters.isUp ? { redisUp: counters.isUp } : {}),
  })

  let server: Server
  try {
    server = await listen(app, config.PORT, config.HOST)
  } catch (error) {
    await queue.stop() // the Redis queue connects as it is made
    mailer.close()
    await redis?.close()
    throw error
  }
  queue.start()
  const { address, port } = server.address() as AddressInfo
  const host =
    address === '0.0.0.0' || address === '::'
      ? 'localhost'
      : address.includes(':')
        ? `[${address}]`
        : address

  return {
    url: `http://${host}:${port}`,
    port,
    config,
    logger,
    app,
    queue,
    outbox,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeIdleConnections()
      await queue.stop()
      mailer.close()
      await redis?.close()
      await closed
    },
  }
}
