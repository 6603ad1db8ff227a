import type { AddressInfo } from 'node:net'
import { pino } from 'pino'
import { createApp } from './app'
import { loadConfig } from './config'

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

const logger = pino({ level: config.LOG_LEVEL })
const app = createApp({ config, logger })
const server = app.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo
  logger.info(`Inlet Ventures site on http://localhost:${port}`)
})

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down')
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
