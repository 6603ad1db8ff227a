import type { Plugin } from 'vite'

/**
 * Lets the bundler drop the parts of react-router the site never uses (`Form`, `useSubmit`,
 * `ScrollRestoration` and their helpers: 1.4 KB gzip of every route's start-up JS,
 * docs/decisions/036). Its published build keeps them because two kinds of top-level statement
 * count as side effects: `React.forwardRef(…)` calls without a pure annotation, and
 * `X.displayName = "…"` writes (a name for React DevTools only). This marks the first pure and
 * removes the second, in react-router's own files only. The test beside it fails when a new
 * react-router release changes either shape.
 */
export function reactRouterShakable(): Plugin {
  return {
    name: 'inlet-react-router-shakable',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/.+\.mjs$/.test(id)) return null
      return { code: shakable(code), map: null }
    },
  }
}

export function shakable(code: string): string {
  return code
    .replace(/= (React\d*\.forwardRef)\(/g, '= /* @__PURE__ */ $1(')
    .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
}
