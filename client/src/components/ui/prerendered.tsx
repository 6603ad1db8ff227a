import { type ComponentType, type MouseEvent, use, useEffect, useRef, useState } from 'react'
import { revealWhenSeen } from '../../hooks/use-reveal'

/**
 * Words travel once: in the document the visitor loads (docs/decisions/045). A static part of
 * a page (copy, cards, links, an article, a legal text, an FAQ) is named in the page's JSX as
 * `<Prerendered id load />`. On a direct load it is kept from the document as it is: React
 * neither draws nor hydrates inside it, and `load` is never called. After a client-side
 * navigation the document does not hold it, so `load` brings its module and React draws it.
 */
const ATTRIBUTE = 'data-prerendered'

/** What a static part's module gives: a component without state, or build-time HTML. */
type StaticContent = ComponentType | string

/** One load per part: the same promise on every render, so `use` can wait on it. */
const loads = new Map<string, Promise<StaticContent>>()

function loaded(id: string, load: () => Promise<StaticContent>): Promise<StaticContent> {
  let content = loads.get(id)
  if (!content) {
    content = load()
    loads.set(id, content)
    // A failed load (the network dropped) is asked for again on the next visit to the page.
    content.catch(() => loads.delete(id))
  }
  return content
}

/** The HTML of part `id` when the document holds it (the page the visitor loaded), else null. */
function fromDocument(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null
}

interface PrerenderedProps {
  /** Unique across the site (the build refuses a repeat): `about:body`, `post:<slug>`… */
  id: string
  /** The part's module, asked for only when the document does not hold the part. */
  load: () => Promise<StaticContent>
  className?: string
  /** A delegated handler for controls inside the part (it cannot hold React's own). */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void
}

/**
 * A static part of the page. Kept from the document, it has no React handlers of its own, so
 * its fading blocks are revealed here and its links go through the site's one link handler
 * (app/site-links.ts); `onClick` serves buttons inside it.
 */
export function Prerendered({ id, load, className, onClick }: PrerenderedProps) {
  const ref = useRef<HTMLDivElement>(null)
  // Read once, while hydrating: React has not touched the document yet.
  const [kept] = useState(() => fromDocument(id))
  useEffect(() => {
    const part = ref.current
    if (kept === null || !part) return
    return revealWhenSeen([...part.querySelectorAll<HTMLElement>('.reveal:not([data-visible])')])
  }, [kept])
  // The buttons inside take keyboard activation as clicks, so no key handler or role is needed.
  const props = { ref, [ATTRIBUTE]: id, className, onClick }
  const Content = kept ?? use(loaded(id, load))
  return typeof Content === 'string' ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, prerendered at build time
    <div {...props} dangerouslySetInnerHTML={{ __html: Content }} />
  ) : (
    <div {...props}>
      <Content />
    </div>
  )
}
