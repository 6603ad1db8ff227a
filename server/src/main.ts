import type { AddressInfo } from 'node:net'
import { pino } from 'pino'
import { createApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createSmtpMailer } from './mailer.ts'
import { Outbox } from './outbox.ts'
import { createRedisStores } from './rate-limit-store.ts'

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const logger = pino({ level: config.LOG_LEVEL })
// With REDIS_URL the queue lives in Redis; the outbox folder is not used.
const outbox = config.REDIS_URL ? undefined : new Outbox(config.OUTBOX_DIR)
await outbox?.init()
const mailer = createSmtpMailer(config.SMTP_URL, config.SMTP_TIMEOUT_MS, {
  password: config.SMTP_PASSWORD_FILE,
  allowPlaintextAuth: config.SMTP_ALLOW_PLAINTEXT_AUTH,
})
const redis = config.REDIS_URL ? createRedisStores(config.REDIS_URL, logger) : undefined
const { app, queue } = createApp({
  config,
  logger,
  mailer,
  ...(outbox ? { outbox } : {}),
  ...(redis ? { stores: redis.stores, redisUp: redis.isUp } : {}),
})

const server = app.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo
  logger.info(
    {
      smtp: config.SMTP_URL.replace(/\/\/[^@/]*@/, '//***@'),
      queue: config.REDIS_URL ? 'redis' : config.OUTBOX_DIR,
    },
    'configuration',
  )
  logger.info(`Inlet Ventures site on http://localhost:${port}`)
  queue.start()
})

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  logger.info({ signal }, 'shutting down: finishing the current delivery, then exiting')
  setTimeout(() => process.exit(1), 10_000).unref()
  server.close()
  server.closeIdleConnections()
  await queue.stop()
  mailer.close()
  await redis?.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
