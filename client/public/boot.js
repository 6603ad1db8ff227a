// The page's only script on a first visit (docs/decisions/060). The prerendered page is whole
// without the app: its menu is a popover, its FAQs are <details>, its forms post natively, its
// links load pages, and what is typed before the app runs is kept. So the app (React, the
// router and the page's code, named by data-app) is requested at the visitor's first sign of
// use (a touch, a click, a key, a focus, a wheel or a scroll; not the mouse passing over the
// page, which the browser also reports when the page moves under a still cursor), and never
// before the first contentful paint is on screen: a visitor who only reads pays for none of
// it. An address with a query or a hash starts it at once, as only the app draws what they say
// (docs/decisions/039, 053).
//
// A control only the app can work (a `type="button"` such as a brand filter or Load More) does
// nothing until the app has attached its handlers; the last one pressed before then is pressed
// again once the page has hydrated, so the tap is not lost. Once the app's module has run,
// React's own root hears every event, and hydrates what a tap lands on first.
const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
const USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']
const options = { capture: true, passive: true }
let pressed = null

const remember = (event) => {
  const control = event.target instanceof Element ? event.target.closest('button') : null
  if (control?.type === 'button' && !control.hasAttribute('popovertarget')) pressed = control
}

const pressAgainOnceHydrated = () => {
  const root = document.documentElement
  const done = () => {
    if (pressed?.isConnected) pressed.click()
    pressed = null
  }
  if (root.hasAttribute('data-hydrated')) return done()
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return
    observer.disconnect()
    done()
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

const load = () =>
  import(app).then(() => {
    removeEventListener('click', remember, true)
    pressAgainOnceHydrated()
  })

// Once the first contentful paint is delivered (the page is on screen); at once in a browser
// without paint timing, and after 2 s at most in a tab that paints nothing (hidden).
const afterPaint = (then) => {
  let done = false
  const once = () => {
    if (!done) then()
    done = true
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return once()
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(once)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(once, 2000)
}

const start = () => {
  for (const type of USE) removeEventListener(type, start, options)
  if (app) afterPaint(load)
}

addEventListener('click', remember, true)
if (location.search || location.hash) start()
else for (const type of USE) addEventListener(type, start, options)
