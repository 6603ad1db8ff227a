import { StrictMode, startTransition } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from the page')

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
)

// react-dom's client, the largest module, is a chunk of its own, compiled and run in a task of
// its own after the app's: no single task of the start holds a tap back for long
// (docs/decisions/060). Built pages arrive prerendered and are hydrated; the dev server sends
// an empty shell. Hydrating inside startTransition lets React yield to the browser between
// components instead of blocking the main thread for the whole page (docs/decisions/014).
void import('react-dom/client').then(({ createRoot, hydrateRoot }) => {
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, app)
    })
  else createRoot(root).render(app)
})
