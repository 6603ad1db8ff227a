/**
 * What the site check (`npm run test:audit`, `check:site`) and the speed benchmark
 * (`npm run audit`) share: the built site served by the real server, and a Lighthouse 13
 * (mobile preset) run in a browser of its own, so every run is a first visit.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { startTestServer } from '@inlet/server/test/harness'
import { chromiumLaunchOptions } from '@inlet/tests/chromium'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'

export const root = fileURLToPath(new URL('..', import.meta.url))
export const clientDist = join(root, 'client/dist')

/** The registered routes (written by the prerender), or AUDIT_ROUTES="/,/contact". */
export function auditRoutes(): Array<{ path: string; noindex: boolean }> {
  const all: Array<{ path: string; noindex: boolean }> = JSON.parse(
    readFileSync(join(root, 'client/dist-ssr/routes.json'), 'utf8'),
  )
  if (!process.env.AUDIT_ROUTES) return all
  return process.env.AUDIT_ROUTES.split(',').map((path) => ({
    path: path.trim(),
    noindex: all.find((route) => route.path === path.trim())?.noindex ?? false,
  }))
}

/** The test server (its settings: startTestServer) serving a built site; mail goes nowhere. */
export async function serveSite(dist: string) {
  const { server, close } = await startTestServer(dist, {
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMTP_TIMEOUT_MS: '500',
  })
  return { url: server.url, close }
}

/** Gzip size in KB (level 6, as the server sends it). */
export const gzipKb = (data: string | Buffer) => gzipSync(data, { level: 6 }).length / 1024

/**
 * One Lighthouse run in a Chromium started for it alone, with a new empty profile (chrome-launcher
 * makes one): no cache, no service worker, no compiled code from an earlier run. A run that
 * Lighthouse itself could not complete (a runtime error, which a busy machine can cause) is tried
 * once more; its scores are never retried.
 */
export async function firstVisit(url: string, flags: Flags = {}) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunchOptions.executablePath,
      chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...flags,
      })
      const lhr = result?.lhr
      if (lhr && (!lhr.runtimeError || attempt === 2)) {
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
        return lhr
      }
    } finally {
      chrome.kill()
    }
  }
}

export type Lhr = Awaited<ReturnType<typeof firstVisit>>

export const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
