import { lazy } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { Layout } from './layout'
import { pages, redirectTo } from './pages'

/** Its own chunk, like every page: no route that exists pays for it (docs/decisions/014). */
const NotFoundPage = lazy(() =>
  import('../pages/not-found/page').then((module) => ({ default: module.NotFoundPage })),
)

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
