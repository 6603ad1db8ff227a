import { redirects } from '@inlet/shared/paths'
import { Navigate, Route, Routes } from 'react-router-dom'
import { NotFoundPage } from '../pages/not-found'
import { Layout } from './layout'
import { RouteContext } from './route-context'
import { routes } from './routes'

/** The whole site; the router (browser or static) is supplied by the entry file. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteContext.Provider value={route}>
                <route.page />
              </RouteContext.Provider>
            }
          />
        ))}
        {redirects.map(({ from, to }) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
