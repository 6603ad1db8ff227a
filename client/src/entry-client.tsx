import { StrictMode } from 'react'
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
if (root.hasChildNodes()) hydrateRoot(root, app)
else createRoot(root).render(app)
