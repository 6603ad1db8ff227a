import { startServer } from './start-server.ts'

let server: Awaited<ReturnType<typeof startServer>>
try {
  server = await startServer()
} catch (error) {
  // A bad setting or a port in use: one line that names it, no stack.
  console.error((error as Error).message)
  process.exit(1)
}

const { config, logger } = server
// Scheme and host only, from the parsed URL: no user name, password, path or query.
const smtp = new URL(config.SMTP_URL)
logger.info(
  {
    smtp: `${smtp.protocol}//${smtp.username || smtp.password ? '***@' : ''}${smtp.host}`,
    queue: config.REDIS_URL ? 'redis' : config.OUTBOX_DIR,
  },
  'configuration',
)
logger.info(`Inlet Ventures site on http://localhost:${server.port}`)
// A parent that started this process with an IPC channel (a supervisor, or a test with PORT=0)
// learns the port it really listens on; the channel then keeps nothing alive.
if (process.send) {
  process.send({ listening: server.port })
  process.channel?.unref()
}

const afterClose: Array<() => Promise<unknown>> = []
/** A step of the shutdown once the server has closed: `npm start` stops its mail catcher there. */
export function onShutdown(step: () => Promise<unknown>): void {
  afterClose.push(step)
}

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  logger.info({ signal }, 'shutting down: finishing the current delivery, then exiting')
  setTimeout(() => process.exit(1), 10_000).unref()
  await server.close()
  for (const step of afterClose) await step()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
