import { describe, expect, it } from 'vitest'
import { contactMessageSchema, firstIssue } from './contact-message.ts'

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'We run a paid pilot with six clinics.',
}

describe('contactMessageSchema', () => {
  it('when every field is valid, then it parses and trims', () => {
    const result = contactMessageSchema.safeParse({ ...valid, name: '  Ada  ' })
    expect(result.success && result.data.name).toBe('Ada')
  })

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ message: 'too short' }, 'Message must be at least 10 characters'],
    [{ message: `     ${'a'.repeat(9)}     ` }, 'Message must be at least 10 characters'],
  ])('when %o, then the first message is %s', (patch, message) => {
    expect(firstIssue(contactMessageSchema.safeParse({ ...valid, ...patch }))).toBe(message)
  })

  it('when several fields fail, then the first in form order is reported', () => {
    expect(firstIssue(contactMessageSchema.safeParse({ name: '', email: 'x', message: '' }))).toBe(
      'Name is required',
    )
  })
})
