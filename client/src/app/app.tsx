import { redirects } from '@inlet/shared/paths'
import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { Layout } from './layout'
import { pages } from './pages'

/** Its own chunk, like every page: no route that exists pays for it (docs/decisions/014). */
const NotFoundPage = lazy(() =>
  import('../pages/not-found/page').then((module) => ({ default: module.NotFoundPage })),
)

/** The whole site; the router (browser or static) is supplied by the entry file. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...pages].map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {redirects.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
