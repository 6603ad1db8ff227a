import { afterEach } from 'vitest'

afterEach(async () => {
  // Build-script tests run in node (no DOM); component tests in happy-dom.
  if (typeof window === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear() // the forms keep their drafts there
})
