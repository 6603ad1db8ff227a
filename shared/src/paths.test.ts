import { describe, expect, it } from 'vitest'
import { contactPath, readContactQuery, thankYouPath } from './paths.ts'
import { readThankYouQuery } from './thank-you-query.ts'

const read = (search: string) => readContactQuery(new URLSearchParams(search))

describe('the /contact query', () => {
  it('when built, then only the given parts are in it, URL-encoded', () => {
    expect(contactPath()).toBe('/contact')
    expect(contactPath({ context: 'ip' })).toBe('/contact?context=ip')
    expect(contactPath({ domain: 'a b.com' })).toBe('/contact?domain=a+b.com')
  })

  it('when a built query is read back, then it gives the same context and domain', () => {
    const query = { context: 'fintech', domain: 'payrail.com' } as const
    expect(read(contactPath(query).split('?')[1] ?? '')).toEqual(query)
  })

  it('when the context is unknown, then it is dropped', () => {
    expect(read('context=admin')).toEqual({})
  })

  it('when the domain fails the inquiry rule, then it is text only, bounded to 100 characters', () => {
    expect(read(`domain=${'x'.repeat(300)}!`)).toEqual({ invalidDomain: 'x'.repeat(100) })
  })

  it('when sent, then the thank-you URL carries the name and, when present, context and domain', () => {
    expect(thankYouPath('Ana Lima', {})).toBe('/contact/thank-you?name=Ana+Lima')
    expect(thankYouPath('Ana', { context: 'funding', domain: 'a.com' })).toBe(
      '/contact/thank-you?name=Ana&context=funding&domain=a.com',
    )
  })

  it('when the thank-you page reads its query, then a name breaking the inquiry’s name rule is dropped, and an unknown context too', () => {
    const name = (value: string) => readThankYouQuery(new URLSearchParams({ name: value })).name
    expect(name('A'.repeat(101))).toBe('')
    expect(name('A'.repeat(100))).toBe('A'.repeat(100))
    expect(name('Visit evil.example to claim your term sheet')).toBe('')
    expect(name('https://evil.example')).toBe('')
    expect(name('ana@evil.example')).toBe('')
    expect(name('=?UTF-8?B?QWRh?=')).toBe('')
    expect(name('Ana\nBcc: x')).toBe('')
    expect(name('Ana Lima-Sørensen')).toBe('Ana Lima-Sørensen')
    expect(readThankYouQuery(new URLSearchParams('context=admin'))).toEqual({ name: '' })
    expect(readThankYouQuery(new URLSearchParams('name=+Ana+&context=ip'))).toEqual({
      name: 'Ana',
      context: 'ip',
    })
  })
})
