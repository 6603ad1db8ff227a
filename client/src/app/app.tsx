import { redirects } from '@inlet/shared/paths'
import { lazy } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { Layout } from './layout'
import { pages } from './pages'

/** Its own chunk, like every page: no route that exists pays for it (docs/decisions/014). */
const NotFoundPage = lazy(() =>
  import('../pages/not-found/page').then((module) => ({ default: module.NotFoundPage })),
)

const redirectTo: ReadonlyMap<string, string> = new Map(redirects.map(({ from, to }) => [from, to]))

/**
 * The whole site; the router (browser or static) is supplied by the entry file. Every address
 * is a fixed path, so the page is found by its exact path, as the server finds its file: no
 * route ranking on each render, and /About is the 404 page here as it is on the server.
 */
export function App() {
  const { pathname } = useLocation()
  const Page = pages.get(pathname)
  const target = redirectTo.get(pathname)
  return (
    <Layout>
      {Page ? <Page /> : target ? <Navigate to={target} replace /> : <NotFoundPage />}
    </Layout>
  )
}
