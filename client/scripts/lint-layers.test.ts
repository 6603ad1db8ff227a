// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lintFixture } from '../../scripts/biome-fixture.ts'

/**
 * The layers of docs/decisions/019 and 028, proved against the repository's own biome.json: a small
 * tree with one violation of each rule goes through the real Biome, which must report exactly
 * those files, and the same tree without them must lint clean.
 */

/** Allowed imports, across every layer. */
const clean: Record<string, string> = {
  'client/src/app/pages.ts': "import Home from '../pages/home/page'\nexport const pages = [Home]\n",
  'client/src/pages/home/page.tsx':
    "import { Icon } from '../../components/ui/icon'\nimport { Form } from '../../features/inquiry/form'\nimport { title } from './copy'\nexport default function Home() {\n  return <Form><Icon name={title} /></Form>\n}\n",
  'client/src/pages/home/copy.ts':
    "import type { RouteDef } from '../../content/types'\nexport const title: RouteDef['path'] = 'Home'\n",
  'client/src/features/inquiry/form.tsx':
    "import { Icon } from '../../components/ui/icon'\nexport function Form({ children }: { children: unknown }) {\n  return <form><Icon name={String(children)} /></form>\n}\n",
  'client/src/components/ui/icon.tsx':
    "import type { RouteDef } from '../../content/types'\nexport function Icon({ name }: { name: RouteDef['path'] }) {\n  return <i>{name}</i>\n}\n",
  'client/src/content/types.ts':
    "import type { paths } from '@inlet/shared/paths'\nexport interface RouteDef {\n  path: keyof typeof paths | string\n}\n",
  'shared/src/paths.ts': "import { site } from './site.ts'\nexport const paths = site\n",
  'shared/src/site.ts': "export const site = 'Inlet'\n",
  'server/src/app.ts': "import { site } from '@inlet/shared/site'\nexport const app = site\n",
  'client/scripts/render.ts':
    "import { renderToString } from 'react-dom/server'\nexport const render = renderToString\n",
}

/** One file per rule, each breaking it. */
const violations: Record<string, string> = {
  'client/src/pages/uses-app.tsx':
    "import { pages } from '../app/pages'\nexport const all = pages\n",
  'client/src/components/ui/uses-page.tsx':
    "import Home from '../../pages/home/page'\nexport const page = Home\n",
  'client/src/components/ui/uses-feature.tsx':
    "import { Form } from '../../features/inquiry/form'\nexport const form = Form\n",
  'client/src/features/inquiry/uses-page.tsx':
    "import { title } from '../../pages/home/copy'\nexport const t = title\n",
  'client/src/content/uses-ui.ts':
    "import type { Icon } from '../components/ui/icon'\nexport type UiIcon = typeof Icon\n",
  'shared/src/uses-client.ts':
    "import { render } from '../../client/scripts/render.ts'\nexport const r = render\n",
  'shared/src/uses-server.ts':
    "import { app } from '@inlet/server/src/app'\nexport const a = app\n",
  'client/src/uses-server.ts':
    "import { app } from '../../server/src/app.ts'\nexport const a = app\n",
  'server/src/uses-client.ts':
    "import type { RouteDef } from '../../client/src/content/types.ts'\nexport type R = RouteDef\n",
  'client/src/content/cycle-a.ts': "import { b } from './cycle-b'\nexport const a = () => b\n",
  'client/src/content/cycle-b.ts': "import { a } from './cycle-a'\nexport const b = () => a\n",
  // A cycle of type-only imports counts too (the issue 22 review found two).
  'client/src/content/types-a.ts':
    "import type { B } from './types-b'\nexport type A = { b?: B }\n",
  'client/src/content/types-b.ts':
    "import type { A } from './types-a'\nexport type B = { a?: A }\n",
}

describe('import layers (biome.json)', () => {
  it('when every import keeps to its layer, then Biome reports nothing', () => {
    expect(lintFixture(clean)).toEqual({ status: 0, found: [] })
  })

  it('when a file crosses a layer or closes a cycle, then Biome fails on exactly that file', () => {
    const restricted = 'lint/style/noRestrictedImports'
    const cycle = 'lint/suspicious/noImportCycles'
    const { status, found } = lintFixture({ ...clean, ...violations })
    expect(status).not.toBe(0)
    expect(found).toEqual(
      [
        `client/src/pages/uses-app.tsx ${restricted}`,
        `client/src/components/ui/uses-page.tsx ${restricted}`,
        `client/src/components/ui/uses-feature.tsx ${restricted}`,
        `client/src/features/inquiry/uses-page.tsx ${restricted}`,
        `client/src/content/uses-ui.ts ${restricted}`,
        `shared/src/uses-client.ts ${restricted}`,
        `shared/src/uses-server.ts ${restricted}`,
        `client/src/uses-server.ts ${restricted}`,
        `server/src/uses-client.ts ${restricted}`,
        `client/src/content/cycle-a.ts ${cycle}`,
        `client/src/content/cycle-b.ts ${cycle}`,
        `client/src/content/types-a.ts ${cycle}`,
        `client/src/content/types-b.ts ${cycle}`,
      ].sort(),
    )
  })
})

describe('words in JSX (biome.json)', () => {
  it('when a page or a component types words inline in JSX, then Biome fails on exactly those files; punctuation, a test and a feature pass', () => {
    const { status, found } = lintFixture({
      ...clean,
      'client/src/pages/home/heading.tsx': 'export const Heading = () => <h2>Our Team</h2>\n',
      'client/src/components/ui/reading-time.tsx':
        'export const ReadingTime = ({ n }: { n: number }) => <p>{n} min read</p>\n',
      'client/src/components/ui/byline.tsx':
        'export const Byline = ({ a, b }: { a: string; b: string }) => <p>{a} · {b}</p>\n',
      'client/src/pages/home/heading.test.tsx':
        'export const Drawn = () => <p>Drawn by React</p>\n',
      'client/src/features/inquiry/note.tsx': 'export const Note = () => <p>We reply soon</p>\n',
    })
    expect(status).not.toBe(0)
    expect(found).toEqual([
      'client/src/components/ui/reading-time.tsx lint/style/noJsxLiterals',
      'client/src/pages/home/heading.tsx lint/style/noJsxLiterals',
    ])
  })
})
