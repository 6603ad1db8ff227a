// The page's first script (docs/decisions/014). The prerendered HTML is complete, so the
// browser shows it first; the app (React and the page's code, named by data-app) is requested
// once the first contentful paint is on screen, then hydrates. A hidden tab shows nothing, so
// there, and in a browser without paint timing, it loads at once; a paint that never comes
// waits 2 s at most.
const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
let started = false
const start = () => {
  if (started || !app) return
  started = true
  import(app)
}

if (
  document.visibilityState !== 'visible' ||
  !PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  start()
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(start)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, 2000)
}
