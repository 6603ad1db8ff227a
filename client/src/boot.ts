/**
 * The page's only module script. The prerendered HTML is complete, so the browser shows it
 * first; React and the page's code are requested once the first contentful paint is on
 * screen, then hydrate (docs/decisions/018). A hidden tab shows nothing, so there, and in a
 * browser without paint timing, they load at once; a paint that never comes waits 2 s at most.
 */
let started = false
const start = () => {
  if (started) return
  started = true
  void import('./entry-client')
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
