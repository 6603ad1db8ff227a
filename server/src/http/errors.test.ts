import { site } from '@inlet/shared/site'
import express from 'express'
import { pino } from 'pino'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { errorHandler } from './errors.ts'

describe('errorHandler', () => {
  it('when a route throws an unexpected error, then the 500 message gives the studio’s address and nothing internal', async () => {
    const app = express()
    const logger = pino({ level: 'silent' })
    app.use((req, _res, next) => {
      req.log = logger
      next()
    })
    app.get('/boom', () => {
      throw new Error('secret detail at /srv/app/outbox')
    })
    app.use(errorHandler)

    const res = await request(app).get('/boom')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({
      error: {
        code: 'internal',
        message: `Something went wrong on our side. Please try again, or email us at ${site.email}.`,
      },
    })
    expect(res.text).not.toContain('secret detail')
  })
})
