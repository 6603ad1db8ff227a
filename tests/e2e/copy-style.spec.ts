import { titleCaseProblems } from '@inlet/shared/title-case'
import { expect, test } from './fixtures.ts'
import { builtRoutes } from './site.ts'

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<(h[1-3])[^>]*>(.*?)<\/\1>/gs)].map((m) =>
    decode((m[2] ?? '').replace(/<[^>]+>/g, '')),
  )
}

/** The text a visitor reads: no scripts, styles, head or code. */
function visibleText(html: string): string {
  const body = html.replace(/<(script|style|head|code|pre)\b[^>]*>.*?<\/\1>/gs, ' ')
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map(
    (m) => m[1] ?? '',
  )
  return decode([body.replace(/<[^>]+>/g, ' '), ...attributes].join(' '))
}

test.describe('copy style', () => {
  test('when every page’s headings are read, then they are in Title Case', async ({ request }) => {
    const problems: string[] = []
    let checked = 0
    for (const route of builtRoutes) {
      const html = await (await request.get(route.path)).text()
      for (const heading of headingsOf(html)) {
        checked++
        const words = titleCaseProblems(heading)
        if (words.length > 0) problems.push(`${route.path}: "${heading}" (${words.join(', ')})`)
      }
    }
    expect(problems).toEqual([])
    expect(checked).toBeGreaterThan(250)
  })

  test('when every page’s text is read, then apostrophes and quotation marks are curly', async ({
    request,
  }) => {
    const problems: string[] = []
    for (const route of builtRoutes) {
      const text = visibleText(await (await request.get(route.path)).text())
      for (const m of text.matchAll(/.{0,30}["'].{0,30}/g)) problems.push(`${route.path}: ${m[0]}`)
    }
    expect(problems).toEqual([])
  })
})
