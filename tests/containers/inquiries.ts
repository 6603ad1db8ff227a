/**
 * Inquiries posted to the stack under test, and the mail MailHog caught for them (its API on
 * the published port, podman.ts). Shared by the container specs.
 */
import { createHash } from 'node:crypto'
import { solve } from '@inlet/server/proof-solver'
import { expect } from '@playwright/test'
import { type ParsedMail, simpleParser } from 'mailparser'
import { containerOf, mailhogURL, podman } from './podman.ts'

export const STUDIO_INBOX = 'hello@inletventures.example'

/**
 * Each company its own message: near-copies of one text from several companies at one mail
 * domain are a repeat (ADR 035), so each carries a long reference of its own.
 */
export const inquiry = (email: string, company: string) => ({
  name: 'Dana Whitfield',
  email,
  company,
  message: `We run a marine-logistics platform with 40 paying fleets and want to discuss a seed round (${company}). Our reference: ${createHash('sha512').update(company).digest('hex')}`,
  context: 'funding',
})

export interface MailHogMessage {
  Raw: { From: string; To: string[]; Data: string }
  Content: { Headers: Record<string, string[]> }
}

export async function caught(): Promise<MailHogMessage[]> {
  const response = await fetch(`${mailhogURL}/api/v2/messages?limit=1000`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: MailHogMessage[] }).items
}

/** Waits until MailHog holds `count` messages that mention `needle` anywhere. */
export async function waitForMail(needle: string, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const matching = (await caught()).filter((message) => message.Raw.Data.includes(needle))
    if (matching.length >= count || Date.now() > deadline) return matching
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * The caught messages, parsed, that `pick` chooses, once there are `count` of them or
 * `timeoutMs` passed: for what a needle in the raw text can miss (a line the encoding broke).
 */
export async function parsedMail(
  pick: (mail: ParsedMail) => boolean,
  count: number,
  timeoutMs = 30_000,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const all = await Promise.all((await caught()).map((message) => simpleParser(message.Raw.Data)))
    const matching = all.filter(pick)
    if (matching.length >= count || Date.now() > deadline) return matching
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Posts an inquiry to nginx from inside the client container, as the site's form does (a
 * challenge from GET /api/challenge, solved here, in `altcha`): nginx sees a client of its own
 * (127.0.0.1), so its edge limit (a burst of 20 per client address) is not shared with the
 * requests from the host.
 */
export async function postFromClient(
  inquiry: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const client = await containerOf('client')
  const challenge = await podman(
    'exec',
    client,
    'curl',
    '-sS',
    'http://127.0.0.1:8080/api/challenge',
  )
  const body = { ...inquiry, altcha: await solve(JSON.parse(challenge)) }
  const answer = await podman(
    'exec',
    client,
    'curl',
    '-sS',
    '-w',
    '\n%{http_code}',
    '-H',
    'Content-Type: application/json',
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '--data',
    JSON.stringify(body),
    'http://127.0.0.1:8080/api/send-contact-email',
  )
  const lines = answer.split('\n')
  return { status: Number(lines.pop()), body: lines.join('\n') }
}

/**
 * The messages caught for these inquiry ids (by their X-Inquiry-Id header), once there are two
 * per inquiry or `timeoutMs` passed, and then 3 s more, so that a duplicate sent late counts.
 */
export async function deliveries(
  ids: string[],
  timeoutMs = 60_000,
): Promise<Array<{ id: string; to: string }>> {
  const tally = async () =>
    Promise.all(
      (await caught())
        .filter((message) => ids.some((id) => message.Raw.Data.includes(id)))
        .map(async (message) => ({
          id: String((await simpleParser(message.Raw.Data)).headers.get('x-inquiry-id')),
          to: message.Raw.To.join(','),
        })),
    )
  const deadline = Date.now() + timeoutMs
  while ((await tally()).length < 2 * ids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  return tally()
}
