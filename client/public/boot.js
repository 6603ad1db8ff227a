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
// again once the page has hydrated, so the tap is not lost. Once the app's entry has handed the
// page to React (<html data-app-listening>), React's root hears every event and hydrates what a
// tap lands on first; but a tap on a part whose code is still on its way (the page's own chunk)
// React cannot hydrate yet, and stops: that one is kept too, for the same press once hydrated.
const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
const USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll']
const options = { capture: true, passive: true }
let pressed = null
let press = null // the click under way that set `pressed`, and what was kept before it

const remember = (event) => {
  const control = event.target instanceof Element ? event.target.closest('button') : null
  if (
    control?.type !== 'button' ||
    control.hasAttribute('popovertarget') ||
    control.dataset.consent
  )
    return
  press = { event, before: pressed }
  pressed = control
}

// The click came through to the window: React, listening, handled it; before that nobody did.
const reached = (event) => {
  if (press?.event === event && document.documentElement.hasAttribute('data-app-listening'))
    pressed = press.before
  press = null
}

// Once the page has hydrated (<html data-hydrated>, set by the app).
const onceHydrated = (then) => {
  const root = document.documentElement
  if (root.hasAttribute('data-hydrated')) return then()
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return
    observer.disconnect()
    then()
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

// A form sent with a rule broken while the app is on its way (autofill, a fast typist) is the
// app's to answer, in the site's voice: its error summary, not the browser's bubble. So the
// bubble is kept back, and the form is submitted again once the page has hydrated. A form that
// passes the browser's checks is posted as it is, without JavaScript, and answered by the server
// (docs/decisions/026). Should the app fail to arrive, the browser shows its own check after all.
let loading = false
let held = null // the form sent with a rule broken
addEventListener(
  'invalid',
  (event) => {
    if (!loading || !event.target.form) return
    event.preventDefault()
    held = event.target.form
  },
  true,
)
const submitAgain = () => {
  if (held?.isConnected) held.requestSubmit()
  held = null
}

// The app, at the first use. Should its download fail (a dropped connection), the page stays as
// it is, whole, and the next use tries again (issue 55).
const load = () => {
  loading = true
  import(app).then(
    () =>
      onceHydrated(() => {
        loading = false
        removeEventListener('click', remember, true)
        removeEventListener('click', reached)
        if (pressed?.isConnected) pressed.click()
        pressed = null
        submitAgain()
      }),
    () => {
      loading = false
      submitAgain()
      for (const type of USE) addEventListener(type, start, options)
    },
  )
}

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
addEventListener('click', reached)
if (location.search || location.hash) start()
else for (const type of USE) addEventListener(type, start, options)

// The cookie banner (SPEC §2, §4) is the page's own from its first paint: the head's inline
// script marks <html data-ask-consent> while no choice is stored, which shows it. Its buttons,
// Escape and the room it keeps at the foot of the page are worked here, before and without the
// app, so the app's start changes nothing about it (issue 55).
const banner = document.getElementById('cookie-banner')
const root = document.documentElement
if (banner && root.hasAttribute('data-ask-consent')) {
  const { body } = document
  // While it shows, the page keeps its height free at the foot: the last lines scroll clear of it,
  // focus scrolling stops above it (WCAG C43), the scroll-to-top button stays above it.
  // Rounded up: a fraction of a pixel left out would leave a focused control's edge under it.
  const reserve = () => {
    const height = `${Math.ceil(banner.getBoundingClientRect().height)}px`
    body.style.paddingBottom = height
    root.style.scrollPaddingBottom = height
    root.style.setProperty('--cookie-banner', height)
  }
  const resized = new ResizeObserver(reserve)
  // Escape declines, from the banner or from no control in particular: another control's Escape
  // (the open menu's) is that control's.
  const onKey = (event) => {
    const focus = document.activeElement
    const ours = !focus || focus === body || banner.contains(focus)
    if (event.key === 'Escape' && !event.defaultPrevented && ours) choose('declined')
  }
  // The browser leaves a focused element that is partly in view where it is: one half under the
  // banner is brought up clear of it (WCAG 2.4.12; the scroll padding holds the margin).
  const onFocus = (event) => {
    const target = event.target
    if (!(target instanceof Element) || banner.contains(target)) return
    if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top)
      target.scrollIntoView({ block: 'nearest' })
  }
  const onClick = (event) => {
    const value = event.target instanceof Element && event.target.closest('[data-consent]')
    if (value) choose(value.dataset.consent)
  }
  const choose = (value) => {
    try {
      localStorage.setItem('cookie-consent', value)
    } catch {
      // Blocked storage: the choice holds for this page view only.
    }
    root.removeAttribute('data-ask-consent')
    resized.disconnect()
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('focusin', onFocus)
    banner.removeEventListener('click', onClick)
    body.style.removeProperty('padding-bottom')
    root.style.removeProperty('scroll-padding-bottom')
    root.style.removeProperty('--cookie-banner')
  }
  // After the first paint: the room it keeps is a layout of its own, and the banner is drawn
  // already (by the stylesheet), so nothing the reader sees waits for it.
  afterPaint(() => root.hasAttribute('data-ask-consent') && resized.observe(banner))
  document.addEventListener('keydown', onKey)
  document.addEventListener('focusin', onFocus)
  banner.addEventListener('click', onClick)
}

// The shell's scroll states (SPEC §2, §4, §9), the page's own from its first paint and whatever
// the app does: past 20 px <html data-compact> (the header shrinks and gains its shadow); past
// 300 px <html data-far> (the scroll-to-top button shows). The button never covers what the
// visitor works on (issue 42, WCAG 2.4.11, 2.4.12): it steps aside (data-aside: hidden, out of
// the tab order) while a form field has focus, while it would cover the focused element, and on a
// phone while a form is in view.
const toTop = document.getElementById('scroll-to-top')
const phone = matchMedia('(max-width: 639px)')
const overlaps = (a, b) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
const aside = () => {
  const focus = document.activeElement
  const focused = focus instanceof HTMLElement && focus !== document.body && focus !== toTop
  if (focused && focus.matches('input, textarea, select')) return true
  if (focused && overlaps(toTop.getBoundingClientRect(), focus.getBoundingClientRect())) return true
  return (
    phone.matches &&
    [...document.forms].some((form) => {
      const box = form.getBoundingClientRect()
      return box.bottom > 0 && box.top < innerHeight && box.height > 0
    })
  )
}
let frame = 0
const place = () => {
  frame = 0
  root.toggleAttribute('data-compact', scrollY > 20)
  const far = scrollY > 300
  root.toggleAttribute('data-far', far)
  if (far && toTop) toTop.toggleAttribute('data-aside', aside())
}
const soon = () => {
  if (!frame) frame = requestAnimationFrame(place)
}
for (const type of ['scroll', 'resize', 'focusin', 'focusout'])
  addEventListener(type, soon, { passive: true })
afterPaint(soon)
toTop?.addEventListener('click', () => {
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches
  scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' })
})

// Sections fade in once, the first time 10 % of one is on screen (SPEC §4, §9), from the first
// paint: what is out of view at load waits hidden (data-waiting), what is on screen stays as
// painted, and with no script nothing is hidden. The stagger is the cards' transition delays
// (styles.css). The app does the same for what it draws itself (hooks/use-reveal.ts), and leaves
// what was here at load to this.
if ('IntersectionObserver' in window) {
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) {
          target.toggleAttribute('data-waiting', !target.hasAttribute('data-visible'))
          continue
        }
        target.removeAttribute('data-waiting')
        target.setAttribute('data-visible', '')
        reveal.unobserve(target)
      }
    },
    { threshold: 0.1 },
  )
  // After the first paint, which shows the page as it is: only what is out of view waits hidden.
  afterPaint(() => {
    for (const element of document.querySelectorAll('.reveal:not([data-visible])'))
      reveal.observe(element)
  })
}
