import { test as base, expect } from '@playwright/test'

/**
 * Every test fails if the page logs a console error or warning (hydration mismatches
 * included) or throws an uncaught exception.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      expect(problems, 'console errors or warnings during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
