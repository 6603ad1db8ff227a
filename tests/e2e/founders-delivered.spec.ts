/**
 * Founders who paste, share a blurb or a template, or start from the site's own opening reach
 * the studio as normal inquiries (issue 40), judged by a server whose spam signals are at their
 * defaults: the suite's own server turns the time trap and the repeat signal off
 * (playwright.config.ts), so these tests start one of their own. Each founder works at a
 * founder's pace, not a robot's: the server's typing time runs from the challenge the form asks
 * for on first focus, and no person sends a company's first inquiry in under 3 s.
 */
import type { Locator, Page } from '@playwright/test'
import { type ServerProcess, startServerProcess } from '../server-process.ts'
import { expect, test } from './fixtures.ts'
import { mailFor } from './mail.ts'

/** How long each founder takes, the form's challenge to Send: more than the 3 s time trap. */
const FOUNDER_PACE_MS = 4_000

interface Founder {
  name: string
  email: string
  company: string
  /** The /contact context the founder arrived with (its opening prefills the message), if any. */
  context?: 'funding' | 'partnership'
  /** The message, or what the founder adds after the opening. */
  words: string
  /** Pasted (Ctrl+V from the clipboard) or typed. */
  how: 'pasted' | 'typed'
}

// One server per worker; each test's founders meet on it in order (the second sees the first).
// A run-unique tag keeps each run's mail apart in the suite's mail catcher.
const run = Date.now().toString(36)
const at = (mailbox: string, domain: string) => `${mailbox}+${run}@${domain}`

let server: ServerProcess
// Two founders each send at a founder's pace: more than the suite's 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  // Every spam signal at its default (QUARANTINE_MIN_OPEN_MS 3000, QUARANTINE_REPEAT_SENDERS 2);
  // only the limits a suite posting from one address would trip are lifted.
  server = await startServerProcess({ RATE_LIMIT_MAX: '1000', CHALLENGE_RATE_LIMIT_MAX: '1000' })
})
test.afterAll(async () => {
  await server?.stop()
})
test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await field.focus()
  await page.keyboard.press('ControlOrMeta+End')
  await page.keyboard.press('ControlOrMeta+V')
}

/** Fills /contact as the founder does and sends; resolves on the thank-you page. */
async function send(page: Page, founder: Founder) {
  await page.goto(
    `${server.baseURL}/contact${founder.context ? `?context=${founder.context}` : ''}`,
  )
  const form = page.getByRole('form', { name: 'Inquiry form' })
  // The server's clock for the time trap starts when it issues the challenge the form asks for
  // on first focus (when the page is idle), so the founder's pace is counted from there.
  const challengedAt = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/challenge')
    .then(() => Date.now())
  await form.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially(founder.name)
  await form.getByLabel('Email').pressSequentially(founder.email)
  await form.getByLabel('Company / business name').pressSequentially(founder.company)
  const message = form.getByLabel('Message')
  if (founder.how === 'pasted') {
    await paste(page, message, founder.words)
  } else {
    await message.focus()
    await page.keyboard.press('ControlOrMeta+End')
    await page.keyboard.insertText(founder.words)
  }
  expect(
    (await message.inputValue()).endsWith(founder.words),
    'the message ends with their words',
  ).toBe(true)
  await page.waitForTimeout(Math.max(0, FOUNDER_PACE_MS - (Date.now() - (await challengedAt))))
  await form.getByRole('button', { name: /^(Request|Send)/ }).click()
  await expect(page).toHaveURL(/\/contact\/thank-you\?/)
}

/** Delivered, not held: the studio's notification and the founder's confirmation arrive. */
async function expectDelivered(founder: Founder) {
  const mail = await mailFor(founder.email, 2, 15_000)
  expect(mail.map((message) => message.subject).sort()).toEqual([
    `New inquiry from ${founder.name} (${founder.company})`,
    'We received your inquiry – Inlet Ventures',
  ])
}

test('when a founder pastes a deck, a Loom and a Calendly link under three words, then the studio gets the inquiry', async ({
  page,
}) => {
  const founder: Founder = {
    name: 'Nina Okafor',
    email: at('nina', 'tidalbase.io'),
    company: 'TidalBase',
    words:
      'Deck and demo: https://docsend.com/view/tidalbase-seed-2026 https://www.loom.com/share/8f2c1d9e7a4b https://calendly.com/nina-okafor/30min',
    how: 'pasted',
  }
  await send(page, founder)
  await expectDelivered(founder)
})

test('when a founder pastes three links and the word seed, then the studio gets the inquiry', async ({
  page,
}) => {
  const founder: Founder = {
    name: 'Theo Marsh',
    email: at('theo', 'keelwise.com'),
    company: 'Keelwise',
    words:
      'seed https://docsend.com/view/keelwise-seed https://www.loom.com/share/keelwise-demo-0412 https://calendly.com/theo-keelwise/intro',
    how: 'pasted',
  }
  await send(page, founder)
  await expectDelivered(founder)
})

const tidewaterBlurb =
  'Tidewater builds water-quality sensors for oyster farms and marinas along the Indian River Lagoon. We have 26 farms paying $180 a month per buoy, a pilot with the Town of Jupiter, and a provisional patent on the sensor housing. We are raising a $600K seed and would value your view on the hardware margins.'

test('when a co-founder pastes his partner’s blurb and writes the company “Tidewater Analytics Inc.”, then both inquiries reach the studio', async ({
  page,
}) => {
  const first: Founder = {
    name: 'Dana Whitcomb',
    email: at('dana.whitcomb', 'gmail.com'),
    company: 'Tidewater',
    context: 'funding',
    words: tidewaterBlurb,
    how: 'typed',
  }
  const second: Founder = {
    name: 'Luis Serrano',
    email: at('lserrano', 'outlook.com'),
    company: 'Tidewater Analytics Inc.',
    context: 'funding',
    words: tidewaterBlurb,
    how: 'pasted',
  }
  await send(page, first)
  await expectDelivered(first)
  await send(page, second)
  await expectDelivered(second)
})

const cohortTemplate =
  'Hi Inlet team, I am one of the founders in the Palm Beach Founders Lab spring cohort. Demo day is May 14, and we are meeting a few investors who back companies with early revenue before then. Could we book 20 minutes to walk you through what we have built?'

test('when two founders from one accelerator paste its intro template, then both inquiries reach the studio', async ({
  page,
}) => {
  const first: Founder = {
    name: 'Ivy Chen',
    email: at('ivy', 'parcelpilot.co'),
    company: 'ParcelPilot',
    context: 'partnership',
    words: `${cohortTemplate} ParcelPilot routes same-day deliveries for 40 florists.`,
    how: 'pasted',
  }
  const second: Founder = {
    name: 'Omar Haddad',
    email: at('omar', 'shoreshift.app'),
    company: 'ShoreShift',
    context: 'partnership',
    words: `${cohortTemplate} ShoreShift schedules marina staff; 9 marinas pay for it.`,
    how: 'pasted',
  }
  await send(page, first)
  await expectDelivered(first)
  await send(page, second)
  await expectDelivered(second)
})

test('when a founder starts from the site’s funding opening and pastes one traction line after another founder used it, then both inquiries reach the studio', async ({
  page,
}) => {
  const first: Founder = {
    name: 'Grace Liu',
    email: at('grace', 'orchardops.com'),
    company: 'OrchardOps',
    context: 'funding',
    words: '$22K MRR from 14 citrus packers, growing 11% a month.',
    how: 'typed',
  }
  const second: Founder = {
    name: 'Ben Adeyemi',
    email: at('ben.adeyemi', 'gmail.com'),
    company: 'Quayside',
    context: 'funding',
    words: '3 ports in a paid pilot, $90K ARR signed.',
    how: 'pasted',
  }
  await send(page, first)
  await expectDelivered(first)
  await send(page, second)
  await expectDelivered(second)
})
