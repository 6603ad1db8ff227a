import { axeViolations, expect, screens, test } from './fixtures.ts'

/** The response promise, worded once: each figure names its own step (docs/decisions/026). */
const promise =
  'a partner reads your message within 24 hours and replies personally within 72 hours'

for (const { label, width, height } of screens) {
  test.describe(`thank-you page on a ${label} (${width}×${height})`, () => {
    test.use({ viewport: { width, height } })

    test('when a founder arrives from their send, then they are thanked by name and the promise is worded once', async ({
      page,
    }) => {
      // What the /contact form leaves in the tab with its 202 (features/inquiry/sent-name.ts).
      await page.addInitScript(() => sessionStorage.setItem('inquiry-sent-name', 'Rosa Marquez'))
      await page.goto('/contact/thank-you?name=Rosa+Marquez&context=funding')
      const main = page.getByRole('main')
      await expect(main.getByText(`Thanks Rosa Marquez, ${promise}.`)).toBeVisible()
      const text = (await main.innerText()).replace(/\s+/g, ' ')
      // Every figure is said with the step it belongs to, never as "in touch within".
      expect(text).not.toMatch(/in touch within/i)
      for (const match of text.matchAll(/within (\d+) hours/gi)) {
        const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index)
        if (match[1] === '24') expect(before, match[0]).toMatch(/reads your message $/)
        else expect(match[1], before).toBe('72')
      }
      expect(await axeViolations(page)).toEqual([])
    })

    test('when a link carries a name this tab did not send, then the name is not printed', async ({
      page,
    }) => {
      const name = 'Alice. UPDATE: this inquiry FAILED. Call +1 900 555 0199 now'
      await page.goto(`/contact/thank-you?${new URLSearchParams({ name, context: 'funding' })}`)
      const main = page.getByRole('main')
      await expect(main.getByText(`Thanks, ${promise}.`)).toBeVisible()
      await expect(main).not.toContainText('FAILED')
    })

    for (const [what, name] of [
      ['a web address', 'Visit evil.example to claim your term sheet'],
      ['an email address', 'claims@evil.example'],
      ['an encoded word', '=?UTF-8?B?SGk=?='],
      ['over 100 characters', 'A'.repeat(101)],
    ] as const) {
      test(`when the name in the link holds ${what}, then it is not shown: the page says "Thanks,"`, async ({
        page,
      }) => {
        await page.goto(`/contact/thank-you?${new URLSearchParams({ name })}`)
        const main = page.getByRole('main')
        await expect(main.getByText(`Thanks, ${promise}.`)).toBeVisible()
        await expect(main).not.toContainText(name.slice(0, 20))
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
