import { describe, expect, it } from 'vitest'
import { suggestEmail } from './email-typo'

describe('suggestEmail', () => {
  it.each([
    ['ana@gmial.com', 'ana@gmail.com'],
    ['ana@gmail.con', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    [' Ana.Ruiz@Hotmial.com ', 'Ana.Ruiz@hotmail.com'],
    ['ana@yaho.com', 'ana@yahoo.com'],
    ['ana@outlok.com', 'ana@outlook.com'],
  ])('when the address is %j, then it suggests %s', (email, suggestion) => {
    expect(suggestEmail(email)).toBe(suggestion)
  })

  it.each([
    'ana@gmail.com',
    'ana@mail.com',
    'ana@tidewater.example',
    'ana@acme.io',
    'ana@',
    'not an address',
    '',
  ])('when the address is %j, then there is no suggestion', (email) => {
    expect(suggestEmail(email)).toBeUndefined()
  })
})
