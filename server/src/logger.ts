import { type Logger, pino } from 'pino'
import pretty from 'pino-pretty'

/**
 * The server's log: one JSON line per event for a log collector, or, when standard output is a
 * terminal (someone runs `npm start`), the same events as colored, readable lines.
 */
export function createLogger(level: string, tty = process.stdout.isTTY): Logger {
  return tty
    ? pino(
        { level },
        pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
      )
    : pino({ level })
}
