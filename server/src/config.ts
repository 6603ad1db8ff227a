import { fileURLToPath } from 'node:url'
import * as z from 'zod'

const defaultDist = fileURLToPath(new URL('../../client/dist', import.meta.url))

/** Every setting the server reads, with its default. `.env.example` documents each key. */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST: z.string().min(1).default(defaultDist),
})

export type Config = z.infer<typeof configSchema>

/** Parses once at start-up; a bad value stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.data
}
