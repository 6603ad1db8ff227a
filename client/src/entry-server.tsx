import { PassThrough } from 'node:stream'
import { posts } from 'virtual:posts'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { App } from './app/app'
import { loadRoutes } from './app/pages'

export { breadcrumbsFor } from './content/route'
export { notFoundRoute } from './pages/not-found/copy'
export { posts }

/** Every route's manifest entry, from its page (app/pages.tsx). */
export const routes = await loadRoutes()

/** Renders one URL to HTML, waiting for every lazy page, for the build-time prerender. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Inline every completed boundary: no streaming instructions (inline scripts) in the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
