import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import type { Logger } from 'pino'
import { createApp } from './app.ts'
import { type Config, loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { createSmtpMailer } from './mailer.ts'
import { createMetrics } from './metrics.ts'
import { createProofs, memoryReplays, redisReplays } from './proof.ts'
import { createQueue } from './queue/create-queue.ts'
import type { InquiryQueue } from './queue/queue.ts'
import { createRedisStores, memoryStores, type StoreFactory } from './rate-limit-store.ts'
import { closeRedis, connectRedis } from './redis-client.ts'
import { memoryRepeats, redisRepeats } from './spam-signals.ts'

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
 * The whole server, as `npm start`, the tests, the audit and the benches run it: settings, the
 * one Redis client (with REDIS_URL), SMTP mailer, metrics, queue (file outbox or Redis), app,
 * listening on HOST:PORT, delivery started. Everything is made here, once, and handed on.
 * Rejects with a message naming the bad setting, or one line naming a port it cannot take,
 * with nothing left open.
 */
export async function startServer(overrides: ServerOverrides = {}): Promise<RunningServer> {
  const config = loadConfig(overrides.env)
  const logger = overrides.logger ?? createLogger(config.LOG_LEVEL)
  const redis = config.REDIS_URL
    ? connectRedis(config.REDIS_URL, { password: config.REDIS_PASSWORD_FILE, logger })
    : undefined
  const counters =
    overrides.counters ?? (redis ? createRedisStores(redis) : { stores: memoryStores })
  const mailer = createSmtpMailer(config.SMTP_URL, config.SMTP_TIMEOUT_MS, {
    password: config.SMTP_PASSWORD_FILE,
    allowPlaintextAuth: config.SMTP_ALLOW_PLAINTEXT_AUTH,
  })
  const metrics = createMetrics(() => queue.counts())
  let queue: InquiryQueue
  try {
    queue = await createQueue(config, {
      mailer,
      logger,
      redis,
      stores: counters.stores,
      metrics: metrics.delivery,
    })
  } catch (error) {
    mailer.close() // the outbox folder could not be made
    if (redis) await closeRedis(redis)
    throw error
  }
  const app = createApp({
    config,
    logger,
    mailer,
    queue,
    metrics,
    stores: counters.stores,
    ...(counters.isUp ? { redisUp: counters.isUp } : {}),
    repeats: redis ? redisRepeats(redis) : memoryRepeats(),
    proofs: createProofs(config, redis ? redisReplays(redis) : memoryReplays(), logger),
  })

  let server: Server
  try {
    server = await listen(app, config.PORT, config.HOST)
  } catch (error) {
    await queue.stop()
    mailer.close()
    if (redis) await closeRedis(redis)
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
    async close() {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeIdleConnections()
      await queue.stop()
      mailer.close()
      if (redis) await closeRedis(redis)
      await closed
    },
  }
}
