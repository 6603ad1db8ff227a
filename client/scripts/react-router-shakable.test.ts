// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { build, type Plugin, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { reactRouterShakable } from './react-router-shakable'

const ENTRY = '\0router-entry.tsx'

/** A bundle of what the site takes from react-router (a router and its hooks), minified. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'router-entry',
    resolveId: (id) => (id === 'router-entry.tsx' ? ENTRY : null),
    load: (id) =>
      id === ENTRY
        ? "import { BrowserRouter, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom'\nglobalThis.used = [BrowserRouter, Navigate, useLocation, useNavigate, useSearchParams]"
        : null,
  }
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: fileURLToPath(new URL('..', import.meta.url)),
    plugins: [entry, ...plugins],
    build: {
      write: false,
      rolldownOptions: { input: 'router-entry.tsx', external: ['react', 'react-dom'] },
    },
  })) as Rolldown.RolldownOutput
  return output.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('')
}

describe('react-router in the start-up bundle (docs/decisions/036)', () => {
  it('when the site uses a router and its hooks only, then Form, useSubmit and fetchers are left out', async () => {
    const plain = await bundle([])
    const shaken = await bundle([reactRouterShakable()])
    // The published build keeps them: this is what the plugin is for.
    expect(plain).toContain('useSubmit')
    expect(shaken).not.toContain('useSubmit')
    expect(shaken).not.toContain('fetcher.Form')
    expect(shaken.length).toBeLessThan(plain.length - 3000)
  }, 60_000)
})
