import { existsSync } from 'node:fs'

/** The flags that keep Chromium off the network and out of the sandbox it can't have here. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Debian's Chromium for every browser run here (Playwright's own browser download is not
 * reachable): the path and the flags. Lighthouse and the screenshots use this full browser.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
}

/**
 * The test suites' browser: Debian's chromium-headless-shell, the same Blink without the full
 * browser's shell (no browser UI renderers; its GPU process still composites in software), as
 * Playwright itself runs headless tests (docs/decisions/055). CHROMIUM_PATH still picks one
 * browser for everything.
 */
export const testChromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium-headless-shell')
      ? '/usr/bin/chromium-headless-shell'
      : '/usr/bin/chromium'),
  args,
}
