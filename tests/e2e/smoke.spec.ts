import { expect, test } from './fixtures'

test('when the home page loads, then it hydrates without warnings', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(500)
})
