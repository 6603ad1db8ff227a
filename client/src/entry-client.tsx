import { StrictMode, startTransition } from 'react'
import { BrowserRouter } from 'react-router-dom'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from the page')

// react-dom's client, the largest module, and the app are chunks of their own, fetched side by
// side and each compiled and run in a task of its own: no single task of the start holds a tap
// back for long (docs/decisions/060). Built pages arrive prerendered and are hydrated; the dev server sends
// an empty shell. Hydrating inside startTransition lets React yield to the browser between
// components instead of blocking the main thread for the whole page (docs/decisions/014).
void Promise.all([import('react-dom/client'), import('./app/app')]).then(
  ([{ createRoot, hydrateRoot }, { App }]) => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>
    )
    if (root.hasChildNodes())
      startTransition(() => {
        hydrateRoot(root, app)
      })
    else createRoot(root).render(app)
    // React's root hears every event from here on, and replays a tap on a part it has not
    // hydrated yet: /boot.js stops keeping taps for the app (issue 55).
    document.documentElement.setAttribute('data-app-listening', '')
  },
)
