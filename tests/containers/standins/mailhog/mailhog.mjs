// A MailHog stand-in for the container tests: accepts any mail on MH_SMTP_BIND_ADDR and keeps
// it in memory; serves MailHog's v2 message list on MH_API_BIND_ADDR. Messages are shaped like
// MailHog's: { ID, From, To, Content: { Headers, Body, Size }, Created, Raw: { From, To, Data, Helo } }.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'

const split = (addr, fallback) => {
  const [host, port] = (addr || fallback).split(/:(?=\d+$)/)
  return { host: host || '0.0.0.0', port: Number(port) }
}
const smtpAt = split(process.env.MH_SMTP_BIND_ADDR, '0.0.0.0:1025')
const apiAt = split(process.env.MH_API_BIND_ADDR || process.env.MH_UI_BIND_ADDR, '0.0.0.0:8025')
/** @type {object[]} newest first, as MailHog lists them */
const messages = []

const path = (address) => {
  const [mailbox, domain = ''] = address.split('@')
  return { Relays: null, Mailbox: mailbox, Domain: domain, Params: '' }
}

function headersOf(raw) {
  const end = raw.search(/\r?\n\r?\n/)
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ')
  const headers = {}
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim()
    const key = name
      .split('-')
      .map((part) => part[0].toUpperCase() + part.slice(1).toLowerCase())
      .join('-')
    headers[key] = [...(headers[key] ?? []), line.slice(colon + 1).trim()]
  }
  return { headers, body: end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '') }
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const { headers, body } = headersOf(raw)
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
      messages.unshift({
        ID: `${randomUUID()}@mailhog.example`,
        From: path(from),
        To: to.map(path),
        Content: { Headers: headers, Body: body, Size: Buffer.byteLength(raw), MIME: null },
        Created: new Date().toISOString(),
        MIME: null,
        Raw: { From: from, To: to, Data: raw, Helo: session.hostNameAppearsAs ?? '' },
      })
      callback()
    })
  },
})
smtp.on('error', (error) => console.error('[smtp]', error.message))
smtp.listen(smtpAt.port, smtpAt.host, () =>
  console.log(`[smtp] listening on ${smtpAt.host}:${smtpAt.port}`),
)

const api = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mailhog')
  const send = (status, value) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(value))
  }
  if (req.method === 'GET' && url.pathname === '/api/v2/messages') {
    const start = Number(url.searchParams.get('start') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 50)
    const items = messages.slice(start, start + limit)
    return send(200, { total: messages.length, count: items.length, start, items })
  }
  if (req.method === 'DELETE' && url.pathname === '/api/v1/messages') {
    messages.length = 0
    return send(200, {})
  }
  send(404, { error: 'not found' })
})
api.listen(apiAt.port, apiAt.host, () =>
  console.log(`[http] listening on ${apiAt.host}:${apiAt.port}`),
)

const stop = () => {
  api.close()
  smtp.close(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
