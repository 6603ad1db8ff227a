import { describe, expect, it } from 'vitest'
import { brands, findBrand } from './brands.ts'
import { domainPrefill } from './domain-prefill.ts'
import { INQUIRY_LIMITS, parseInquiry } from './inquiry.ts'
import { contactContexts } from './paths.ts'
import { ownWords } from './prefill-rule.ts'
import { contextPrefills } from './prefills.ts'

const valid = {
  name: 'Marisol Vega',
  email: 'marisol@tidewater.example',
  company: 'Tidewater Analytics',
  message: 'We have 40 paying marinas and want to discuss a seed round.',
}

const messageOf = (patch: Record<string, unknown>) => {
  const result = parseInquiry({ ...valid, ...patch })
  return result.ok ? 'ok' : result.message
}

describe('parseInquiry', () => {
  it('when the required fields are valid, then values are trimmed and empty optionals dropped', () => {
    const result = parseInquiry({
      ...valid,
      name: '  Marisol Vega ',
      phone: '',
      website: '   ',
      timeline: '',
      domain: ' LeStartup.com ',
      fax: '',
    })
    expect(result).toEqual({
      ok: true,
      isBot: false,
      inquiry: { ...valid, domain: 'lestartup.com' },
    })
  })

  it('when the spec limits are hit exactly, then they pass; one more fails', () => {
    expect(messageOf({ name: 'n'.repeat(INQUIRY_LIMITS.name) })).toBe('ok')
    expect(messageOf({ name: 'n'.repeat(101) })).toBe('Name must be 100 characters or fewer')
    expect(messageOf({ message: 'm'.repeat(20) })).toBe('ok')
    expect(messageOf({ message: 'm'.repeat(19) })).toBe(
      'Please provide more details (min 20 characters)',
    )
    expect(messageOf({ message: 'm'.repeat(2000) })).toBe('ok')
    expect(messageOf({ message: 'm'.repeat(2001) })).toBe(
      'Message must be 2000 characters or fewer',
    )
    expect(messageOf({ company: 'c'.repeat(100) })).toBe('ok')
    expect(messageOf({ email: `${'e'.repeat(243)}@example.com` })).toBe('ok')
    expect(messageOf({ email: `${'e'.repeat(244)}@example.com` })).toBe('Invalid email address')
  })

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: undefined }, 'Name is required'],
    [{ email: 'founder@' }, 'Invalid email address'],
    [{ company: '' }, 'Company/business name is required'],
    [{ website: 'tidewater' }, 'Invalid URL'],
    [{ website: 'mailto:a@b.example' }, 'Invalid URL'],
    [{ message: '  short message   ' }, 'Please provide more details (min 20 characters)'],
    [{ timeline: 'tomorrow' }, 'Please choose a timeline from the list'],
    [{ context: 'admin' }, 'Unknown inquiry context'],
    [{ domain: 'http://x.com' }, 'Invalid domain'],
    [{ phone: 'call me maybe' }, 'Phone number may contain only digits, spaces and + ( ) - .'],
  ])('when %o, then "%s"', (patch, message) => {
    expect(messageOf(patch)).toBe(message)
  })

  it('when several fields fail, then the first in form order is reported', () => {
    expect(messageOf({ name: '', email: 'x', company: '', message: '' })).toBe('Name is required')
    expect(messageOf({ email: 'x', company: '' })).toBe('Invalid email address')
    expect(messageOf({ website: 'x', message: '' })).toBe('Invalid URL')
  })

  it.each(['a\nb', 'a\rb', 'a\u0000b', 'a\u2028b', 'a\tb'])(
    'when a single-line field contains a control character (%j), then it is refused',
    (value) => {
      expect(messageOf({ name: value })).toBe('Name must be a single line of text')
      expect(messageOf({ company: value })).toBe(
        'Company/business name must be a single line of text',
      )
    },
  )

  it.each([
    [
      'an escape sequence',
      'https://example.com/\u001b[2J\u001b]0;pwned\u0007',
      'must be a single line of text',
    ],
    ['an 8-bit CSI', 'https://example.com/\u009b2J', 'must be a single line of text'],
    ['a line break', 'https://exa\nmple.com', 'must be a single line of text'],
    [
      'a right-to-left override',
      'https://example.com/\u202Egpj.exe',
      'contains invisible characters that are not allowed',
    ],
    [
      'a user name',
      'https://paypal.com@evil.example/',
      'cannot contain a user name or “@” before its domain',
    ],
    [
      'a user name and password',
      'https://paypal.com:login@evil.example/',
      'cannot contain a user name or “@” before its domain',
    ],
    [
      'an empty user name',
      'https://@evil.example/',
      'cannot contain a user name or “@” before its domain',
    ],
    [
      'a backslash before “@”',
      'https://paypal.com\\@evil.example/',
      'cannot contain a user name or “@” before its domain',
    ],
  ])('when the website holds %s, then it is refused', (_label, website, rule) => {
    expect(messageOf({ website })).toBe(`Website ${rule}`)
  })

  it.each(['javascript:alert(1)', 'ftp://example.com/', 'http:example.com', '//example.com'])(
    'when the website is not an http(s) address (%j), then "Invalid URL"',
    (website) => {
      expect(messageOf({ website })).toBe('Invalid URL')
    },
  )

  it.each(['https://medium.com/@ada', 'http://example.com:8080/a?b=c@d#e', 'HTTPS://Example.com'])(
    'when the website has an “@” only after its domain (%j), then it passes',
    (website) => {
      expect(messageOf({ website })).toBe('ok')
    },
  )

  it('when the message has CR or CRLF line ends, then it is stored with LF only', () => {
    const result = parseInquiry({ ...valid, message: 'Line one is here\r\nLine two\rLine three' })
    expect(result.ok && result.inquiry.message).toBe('Line one is here\nLine two\nLine three')
  })

  it('when the message has line breaks and tabs, then they are kept; other controls are refused', () => {
    expect(messageOf({ message: 'Line one is here\n\tLine two is here' })).toBe('ok')
    expect(messageOf({ message: 'Bell in the middle \u0007 of the text' })).toBe(
      'Message contains characters that are not allowed',
    )
  })

  it.each([
    ['an encoded word', '=?UTF-8?B?QWRtaW4gPGFkbWluQGV2aWwuZXhhbXBsZT4=?=', 'cannot contain “=?”'],
    ['a Q-encoded CR/LF', 'Ada =?utf-8?q?=0D=0ABcc:_x@evil.example?=', 'cannot contain “=?”'],
    [
      'a right-to-left override',
      'Ada \u202Egpj.exe',
      'contains invisible characters that are not allowed',
    ],
    [
      'a bidi isolate',
      'Ada \u2066Lovelace\u2069',
      'contains invisible characters that are not allowed',
    ],
    ['a zero-width space', 'Ad\u200Ba', 'contains invisible characters that are not allowed'],
    ['a zero-width joiner', 'Ad\u200Da', 'contains invisible characters that are not allowed'],
    [
      'a byte-order mark',
      'Ada\uFEFFLovelace',
      'contains invisible characters that are not allowed',
    ],
    ['a line separator', 'Ada\u2028Bcc: x@evil.example', 'must be a single line of text'],
  ])('when the name or company holds %s, then it is refused', (_label, value, rule) => {
    expect(messageOf({ name: value })).toBe(`Name ${rule}`)
    expect(messageOf({ company: value })).toBe(`Company/business name ${rule}`)
  })

  it.each([
    'Visit https://evil.example',
    'hxxp://evil.example',
    'www.evil-shop.example now',
    'Win at evil.example',
    'Ana ana@evil.example',
    'Ana @ evil',
    'Ana (café.ünïcode)',
  ])('when the name holds a web or email address (%j), then it is refused', (name) => {
    expect(messageOf({ name })).toBe('Name cannot contain a web or email address')
  })

  it.each(['J.R. Smith', 'Anne-Marie O’Neil', 'Dr. Ana Ruiz', 'María José Núñez 3rd'])(
    'when the name is an ordinary name (%j), then it passes',
    (name) => {
      expect(messageOf({ name })).toBe('ok')
    },
  )

  it.each(['555\r\n0199', '555\n0199', '555\u20280199', '555\t0199', '555\u00A00199'])(
    'when the phone holds a line break or another space than " " (%j), then it is refused',
    (phone) => {
      expect(messageOf({ phone })).toBe(
        'Phone number may contain only digits, spaces and + ( ) - .',
      )
    },
  )

  it('when the phone has ordinary punctuation and spaces, then it passes', () => {
    expect(messageOf({ phone: '+1 (561) 555-0199 x12' })).toBe('ok')
  })

  it.each(['asap', '1-3months', '3-6months', 'exploring'])(
    'when the timeline is %s, then it passes',
    (timeline) => {
      expect(messageOf({ timeline })).toBe('ok')
    },
  )

  it('when the honeypot carries text, then the inquiry parses but is flagged as a bot', () => {
    const result = parseInquiry({ ...valid, fax: 'https://spam.example' })
    expect(result.ok && result.isBot).toBe(true)
    expect(result.ok && 'fax' in result.inquiry).toBe(false)
  })

  it('when the form sends its proof of work, then it is returned beside the inquiry, not in it; anything but text up to 4096 characters is refused, and a claimed typing time is dropped', () => {
    const result = parseInquiry({
      ...valid,
      altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
      formOpenMs: 20_000,
    })
    expect(result.ok && result.proof).toBe('eyJjaGFsbGVuZ2UiOnt9fQ==')
    expect(result.ok && 'altcha' in result.inquiry).toBe(false)
    expect(result.ok && 'formOpenMs' in result.inquiry).toBe(false)
    expect(result.ok && 'formOpenMs' in result).toBe(false)
    for (const altcha of [42, null, {}, 'x'.repeat(4097)]) {
      expect(messageOf({ altcha })).toBe(
        "altcha must be the proof of work's solution (base64 text)",
      )
    }
  })

  it.each([null, [], 'text', 42])('when the payload is %j, then "Invalid form data"', (payload) => {
    expect(parseInquiry(payload)).toEqual({ ok: false, message: 'Invalid form data', errors: {} })
  })

  it('when several fields fail, then each field has its first message, in form order', () => {
    const result = parseInquiry({ name: '', email: 'x', company: '', website: 'x', message: '' })
    expect(result.ok ? {} : result.errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      company: 'Company/business name is required',
      website: 'Invalid URL',
      message: 'Please provide more details (min 20 characters)',
    })
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual([
      'name',
      'email',
      'company',
      'website',
      'message',
    ])
  })

  it.each([
    ['acme.io', 'https://acme.io'],
    ['www.acme.io', 'https://www.acme.io'],
    ['acme.io:8080/team', 'https://acme.io:8080/team'],
    [' http://acme.io ', 'http://acme.io'],
  ])('when the website is %j, then it is sent as %s', (website, sent) => {
    const result = parseInquiry({ ...valid, website })
    expect(result.ok && result.inquiry.website).toBe(sent)
  })
})

describe('parseInquiry from the home form (context "home")', () => {
  const home = { name: 'Ada', email: 'ada@example.com', message: 'We run pilots.', context: 'home' }

  it('when name, email and a 10-character message are given, then it passes without a company', () => {
    expect(parseInquiry({ ...home, message: 'm'.repeat(10) })).toEqual({
      ok: true,
      isBot: false,
      inquiry: { ...home, message: 'm'.repeat(10) },
    })
  })

  it.each([
    [{ message: '  too short ' }, 'Message must be at least 10 characters'],
    [{ name: '' }, 'Name is required'],
    [{ email: 'ada@' }, 'Invalid email address'],
    [{ company: 'c'.repeat(101) }, 'Company/business name must be 100 characters or fewer'],
  ])('when %o, then "%s"', (patch, message) => {
    const result = parseInquiry({ ...home, ...patch })
    expect(result.ok ? 'ok' : result.message).toBe(message)
  })

  it('when another context leaves the company out, then it is still required', () => {
    expect(messageOf({ company: undefined, context: 'funding' })).toBe(
      'Company/business name is required',
    )
    expect(messageOf({ company: undefined })).toBe('Company/business name is required')
  })
})

describe('parseInquiry when the message is /contact’s prefill (issue 42)', () => {
  const prefillOnly = 'Tell us about your product and traction'
  const fintech = contextPrefills.fintech

  it.each(contactContexts)(
    'when the %s opening is sent as it is, or with under 20 characters of the founder’s own, then it is refused',
    (context) => {
      const opening = contextPrefills[context]
      expect(messageOf({ context, message: opening })).toBe(prefillOnly)
      expect(messageOf({ context, message: `${opening}19 characters here.` })).toBe(prefillOnly)
      expect(messageOf({ context, message: `${opening}twenty characters ok` })).toBe('ok')
    },
  )

  it('when the opening is found elsewhere in the message or in other letter case, then only the words around it count', () => {
    expect(messageOf({ context: 'fintech', message: `Hi there! ${fintech.toUpperCase()}` })).toBe(
      prefillOnly,
    )
    expect(
      messageOf({ context: 'fintech', message: `We process $2M a month. ${fintech} 400 teams.` }),
    ).toBe('ok')
    const result = parseInquiry({ ...valid, context: 'fintech', message: `${fintech}tiny` })
    expect(result.ok ? {} : result.errors).toEqual({ message: prefillOnly })
  })

  it('when a portfolio domain’s opening is sent, with or without its concept, then it is refused', () => {
    const concept = findBrand('permitpath.com')?.concept
    expect(concept).toBeTruthy()
    for (const opening of [
      domainPrefill('permitpath.com', concept),
      domainPrefill('permitpath.com'),
    ])
      expect(messageOf({ domain: 'PermitPath.com', message: `${opening} 12 cities` })).toBe(
        prefillOnly,
      )
    expect(messageOf({ domain: 'lestartup.com', message: domainPrefill('lestartup.com') })).toBe(
      prefillOnly,
    )
    expect(
      messageOf({
        domain: 'permitpath.com',
        message: `${domainPrefill('permitpath.com', concept)}We run permits for 40 restaurants.`,
      }),
    ).toBe('ok')
  })

  it('when any brand’s opening carries its concept, then the rule finds the concept’s end: every concept is one sentence', () => {
    expect(brands.length).toBeGreaterThan(0)
    for (const { domain, concept } of brands)
      expect(ownWords(`${domainPrefill(domain, concept)}Our own words.`, { domain })).toBe(
        'Our own words.',
      )
  })

  it('when there is no context, or it is the home form’s, then no opening is looked for', () => {
    expect(messageOf({ message: fintech })).toBe('ok')
    expect(messageOf({ message: fintech, context: 'home' })).toBe('ok')
  })
})
