import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test'
import { startApp } from '../app-start.ts'
import { axeViolationsOn } from '../axe.ts'

/**
 * Every test fails if its page logs a console error or warning (hydration mismatches included)
 * or throws an uncaught exception.
 */
export const test = base.extend<{
  expectedConsole: string
  appScripts: 'load' | 'blocked'
  usesAtOnce: boolean
}>({
  /**
   * 'blocked': every script of the site fails to load (a blocked request, a network that drops
   * it), as the app-script-blocked project runs the pages (playwright.config.ts).
   */
  appScripts: ['load', { option: true }],
  /**
   * true: the visitor begins to use each page as it opens, which starts the app (startApp).
   * false: the visitor only reads until the test acts, and goto returns once the page has loaded.
   */
  usesAtOnce: [true, { option: true }],
  /** A regular expression (as a string) for messages a test expects, e.g. the browser's note of a 404. */
  expectedConsole: ['', { option: true }],
  /**
   * page.goto returns once the visitor has begun to use the page and React has hydrated it
   * (startApp), not before; when the app cannot run (JavaScript off, scripts blocked), once the
   * document has loaded. A test
   * that used the page fails if it logged a console error or warning (hydration mismatches
   * included) or threw an uncaught exception.
   */
  page: async ({ page, appScripts, javaScriptEnabled, expectedConsole, usesAtOnce }, use) => {
    const appRuns = appScripts === 'load' && javaScriptEnabled !== false
    await gotoHydrated(page, appRuns, usesAtOnce)
    const problems = watchConsole(page, expectedConsole)
    await use(page)
    expect(problems, 'console errors or warnings during the test').toEqual([])
  },
})

export { expect }

/**
 * Makes page.goto, reload, goBack and goForward return once the visitor has begun to use the page
 * and React has hydrated it (startApp), or, when the app cannot run, once the document has loaded;
 * the app's scripts fail to load when `appRuns` is false but JavaScript is on. A visitor who
 * does not use the page at once (`usesAtOnce` false) gets the browser's own navigation.
 */
async function gotoHydrated(page: Page, appRuns: boolean, usesAtOnce = true) {
  if (!appRuns) await page.route(/\.js(\?.*)?$/, (route) => route.abort('blockedbyclient'))
  if (!usesAtOnce) return
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        if (appRuns) await startApp(page)
        return response
      },
    })
  }
}

/** The console errors and warnings, and uncaught exceptions, of `page` from now on. */
function watchConsole(page: Page, expectedConsole = ''): string[] {
  const problems: string[] = []
  const expected = expectedConsole ? new RegExp(expectedConsole) : null
  page.on('console', (message) => {
    if (expected?.test(message.text())) return
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/**
 * One page for the tests of a serial describe, so that one visit serves several checks (a new
 * page per test costs a browser context and a cold first load: docs/decisions/057). The page's
 * goto waits for hydration as each test's own page does (the app runs: the desktop project), and
 * every test of the describe fails if the console said anything since the test before.
 */
export function sharedPage(): () => Page {
  let page: Page | undefined
  let problems: string[] = []
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async ({ browser }) => {
    // A context of its own, closed with the page after the describe.
    page = await (await browser.newContext()).newPage()
    await gotoHydrated(page, true)
    problems = watchConsole(page)
  })
  test.afterEach(() => {
    expect(problems.splice(0), 'console errors or warnings during the test').toEqual([])
  })
  test.afterAll(async () => {
    await page?.context().close()
  })
  return () => {
    if (!page) throw new Error('the shared page is opened in beforeAll')
    return page
  }
}

/**
 * Waits until every running CSS transition and animation has finished (sections fade in as
 * they scroll into view): axe measures color contrast on what is painted, and text half-way
 * through a fade reads as low contrast.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      // A transition cancelled on the way (its element changed again) rejects `finished` with
      // an AbortError: it is over all the same.
      Promise.all(
        document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  )
}

/**
 * Starts collecting the text of every script the page receives from now on; the function it
 * returns gives the text of all of them so far, joined by newlines (a static region's copy
 * must, or must not, travel in a script).
 */
export function receivedScripts(page: Page): () => Promise<string> {
  const scripts: Array<Promise<string>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const text = response.text()
    // A body still being read when the test ends rejects ("Test ended"); only a read the test
    // awaits (through the returned function) may fail it.
    text.catch(() => {})
    scripts.push(text)
  })
  return async () => (await Promise.all(scripts)).join('\n')
}

/**
 * Marks the current document before a client-side navigation; isSameDocument tells later
 * whether the page is still that document (no reload happened).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
}

/** Whether the page is still the document markDocument marked, i.e. nothing reloaded it. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  )
}

/** The two screens the founder's path is checked on (issue 20): a phone and a laptop. */
export const screens = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'laptop', width: 1440, height: 900 },
] as const

/** axe's violations on what is painted now (fades finished), as "rule: help (nodes: targets)". */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page)
  return (await axeViolationsOn(page)).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target).join(', ')})`,
  )
}

/**
 * The nodes of every JSON-LD block on the page, after checking that each block parses and is a
 * schema.org `@graph` (the shape the prerenderer writes).
 */
export async function jsonLdNodes(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks.length, 'the page carries JSON-LD').toBeGreaterThan(0)
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@context'?: string; '@graph'?: unknown }
    expect(data['@context']).toBe('https://schema.org')
    expect(Array.isArray(data['@graph'])).toBe(true)
    return data['@graph'] as Array<Record<string, unknown>>
  })
}

/** The `@type`s of the page's JSON-LD nodes. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  return (await jsonLdNodes(page)).flatMap((node) => [node['@type'] ?? []].flat() as string[])
}

/** An FAQ's questions: each the `<summary>` of a `<details>` the browser opens and closes. */
export const faqQuestions = (page: Page) => page.locator('section#faq summary')

/** A question's answer: the paragraph after its summary, in the same `<details>`. */
export const answerOf = (question: Locator) => question.locator('xpath=following-sibling::p')

/** Whether a question is open: its `<details>`, and what a screen reader is told of it. */
export async function expectOpen(question: Locator, open: boolean) {
  await expect(question.locator('xpath=..')).toHaveJSProperty('open', open)
  await expect(answerOf(question)).toBeVisible({ visible: open })
  const name = (await question.textContent()) ?? ''
  expect(await isExpanded(question.page(), name), `"${name}" expanded`).toBe(open)
}

/**
 * Uses an FAQ as a visitor does: opens the first question (its answer starts with
 * `firstAnswer`), then the second, which closes the first, then closes the second. Nothing is
 * open before or after.
 */
export async function expectOneAnswerAtATime(page: Page, firstAnswer: string) {
  const [first, second] = [faqQuestions(page).nth(0), faqQuestions(page).nth(1)]
  await expectOpen(first, false)
  await expectOpen(second, false)
  await first.click()
  await expectOpen(first, true)
  await expect(answerOf(first)).toContainText(firstAnswer)
  await second.click()
  await expectOpen(second, true)
  await expectOpen(first, false)
  await second.click()
  await expectOpen(second, false)
  await expect(page.locator('section#faq details[open]')).toHaveCount(0)
}

/**
 * An FAQ's one source: the page's words feed both the accordion and the FAQPage data
 * (docs/decisions/045). A page the visitor loads holds both in its document, so no script
 * carries a question (`carried` false); after a client-side navigation they arrive with the
 * page's static region (`carried` true). Checks that the accordion and the data list the same
 * questions and answers, in the same order, and whether the scripts carried every question or
 * none.
 */
export async function expectFaqFromData(
  page: Page,
  scriptText: () => Promise<string>,
  carried: boolean,
) {
  const questions = await faqQuestions(page).allTextContents()
  const answers = await page.locator('section#faq details > p').allTextContents()
  const data = (await jsonLdNodes(page))
    .filter((node) => node['@type'] === 'FAQPage')
    .flatMap((node) => node.mainEntity as unknown[])
  expect(questions.length).toBeGreaterThan(0)
  expect(data).toEqual(
    questions.map((name, index) => ({
      '@type': 'Question',
      name,
      acceptedAnswer: { '@type': 'Answer', text: answers[index] },
    })),
  )
  const text = await scriptText()
  for (const question of questions)
    expect(text.includes(question), `a script carries "${question}"`).toBe(carried)
}

/**
 * Whether Chromium's accessibility tree holds the button named `name` as expanded: what a
 * screen reader is told, which the browser works out itself for a popover's button.
 */
export async function isExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    // A popover's button, or an FAQ question (a <summary>: Chromium's DisclosureTriangle…).
    const button = nodes.find(
      (node) =>
        /^(button|DisclosureTriangle)/.test(String(node.role?.value)) &&
        node.name?.value === name &&
        !node.ignored,
    )
    if (!button) throw new Error(`no button named "${name}" in the accessibility tree`)
    return button.properties?.find((property) => property.name === 'expanded')?.value.value as
      | boolean
      | undefined
  } finally {
    await cdp.detach()
  }
}
