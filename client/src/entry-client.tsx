import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
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

// Built pages arrive prerendered and are hydrated; the dev server sends an empty shell.
// Hydrating inside startTransition lets React yield to the browser between components instead of
// blocking the main thread for the whole page (docs/decisions/014).
if (root.hasChildNodes())
  startTransition(() => {
    hydrateRoot(root, app)
  })
else createRoot(root).render(app)
