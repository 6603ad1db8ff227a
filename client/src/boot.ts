/**
 * The page's only module script. The prerendered HTML is complete, so the browser paints it
 * first; React and the page's code are fetched and hydrate after that first frame
 * (docs/decisions/018). A hidden tab paints nothing, so there it starts at once.
 */
const start = () => void import('./entry-client')

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start))
else start()
