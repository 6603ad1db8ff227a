import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('0.0.0.0')
    expect(config.CLIENT_DIST).toMatch(/client[/\\]dist$/)
  })

  it('when PORT is not a port number, then the error names PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('when LOG_LEVEL is unknown, then the error names LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it.each([
    ['smtp://user:p@ss-secret@smtp.example.com:587', 'percent-encode it as %40'],
    ['smtps://us@er:pa-secret@smtp.example.com', 'percent-encode it as %40'],
    ['smtp://user:pa#ss-secret@smtp.example.com', 'is not a valid URL: percent-encode'],
  ])(
    'when SMTP_URL is %s, then the error says how to encode it and never shows the secret',
    (url, hint) => {
      let message = ''
      try {
        loadConfig({ SMTP_URL: url })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toContain(`SMTP_URL: `)
      expect(message).toContain(hint)
      expect(message).not.toMatch(/secret/)
    },
  )

  it('when the password in SMTP_URL is percent-encoded, then it is accepted', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:p%40ss@smtp.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:p%40ss@smtp.example.com:587',
    )
  })
})
