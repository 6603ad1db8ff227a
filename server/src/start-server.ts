import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import type { Logger } from 'pino'
import { type Config, loadConfig } from './config.ts'
import { createQueue } from './create-queue.ts'
import { createSmtpMailer } from './delivery/mailer.ts'
import { createApp } from './http/app.ts'
import { limitConnectionsPerClient } from './http/connection-limits.ts'
import { createProofs, memoryReplays } from './inquiry/proof.ts'
import type { InquiryQueue } from './inquiry/queue.ts'
import { memoryStores, type StoreFactory } from './inquiry/rate-limit-store.ts'
import { memoryRepeats, type RepeatStore } from './inquiry/repeats.ts'
import { createLogger } from './logger.ts'
import { createMetrics } from './metrics.ts'
import { fileJudgements } from './queue/file/file-judgements.ts'
import { closeRedis, connectRedis } from './queue/redis/redis-client.ts'
import { redisJudgements } from './queue/redis/redis-judgements.ts'
import { createRedisStores } from './queue/redis/redis-rate-limit-store.ts'
import { redisRepeats } from './queue/redis/redis-repeats.ts'
import { redisReplays } from './queue/redis/redis-replays.ts'

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
  /** The repeat signal's store. Default: Redis when REDIS_URL is set, else this process. */
  repeats?: RepeatStore
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

/**
 * The HTTP server with its connection limits (docs/decisions/046): time-outs for a client that
 * sends slowly or idles, a cap on open connections in all and per client. Resolves once it
 * listens; rejects with `listenError`.
 */
function listen(app: Express, config: Config): Promise<Server> {
  const { HOST: host, PORT: port } = config
  const server = createServer(
    {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
      // How often Node checks the two time-outs above: by default every 30 s, which would let
      // a slow client stay up to 30 s past them.
      connectionsCheckingInterval: 1_000,
    },
    app,
  )
  server.maxConnections = config.MAX_CONNECTIONS
  if (config.MAX_CONNECTIONS_PER_CLIENT > 0) {
    limitConnectionsPerClient(server, config.MAX_CONNECTIONS_PER_CLIENT, config.TRUST_PROXY || [])
  }
  return new Promise((resolve, reject) => {
    server.once('error', (error) => reject(listenError(error, host, port)))
    server.listen(port, host, () => resolve(server))
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
  if (config.keptSecrets) {
    // Said at every start, so an operator knows where they are and that replicas need them set.
    const { file, drawn, settings } = config.keptSecrets
    logger[drawn ? 'warn' : 'info'](
      { file, settings },
      `${settings.join(' and ')} not set: ${drawn ? 'drew random ones, now kept' : 'using the ones this server drew, kept'} in ${file}. Set them yourself for replicas (REDIS_URL), the same on each`,
    )
  }
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
    repeats: overrides.repeats ?? (redis ? redisRepeats(redis) : memoryRepeats()),
    proofs: createProofs(config, redis ? redisReplays(redis) : memoryReplays(), logger),
    judgements: redis ? redisJudgements(redis) : fileJudgements(config.OUTBOX_DIR),
  })

  let server: Server
  try {
    server = await listen(app, config)
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
