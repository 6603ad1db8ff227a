import { type ComponentType, type MouseEvent, type ReactNode, useEffect, useRef } from 'react'
import { revealWhenSeen } from '../../hooks/use-reveal'

/**
 * Words travel once: in the document the visitor loads. A page's static regions (an article,
 * a legal text, sections of copy, cards and links) are adopted from the document when that
 * page is hydrated, instead of downloading their copy again in a script; a client-side
 * navigation to the page loads the region's chunk and React draws it (docs/decisions/021).
 */
const ATTRIBUTE = 'data-prerendered'

/**
 * The HTML of region `id` when this document holds it (the page the visitor loaded), else
 * null (a client-side navigation, or the prerender itself, where there is no document).
 */
export function prerenderedHtml(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null
}

/** Region `id`'s build-time HTML (an article, a legal text): adopted when held, else loaded. */
export async function adoptOrLoad(
  id: string,
  load: () => Promise<{ default: string }>,
): Promise<string> {
  return prerenderedHtml(id) ?? (await load()).default
}

interface RegionProps {
  className?: string
  /** A delegated handler for controls inside the region (it cannot hold React's own). */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void
}

export type Region = ComponentType<RegionProps>

/**
 * Region `id` drawn by a component without state (copy, cards, links): adopted when the
 * document holds it, else its module (the component and its copy) is loaded.
 */
export async function adoptOrLoadRegion(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
): Promise<Region> {
  const html = prerenderedHtml(id)
  if (html !== null) return (props) => <Prerendered id={id} html={html} {...props} />
  const { default: Content } = await load()
  return (props) => (
    <Prerendered id={id} {...props}>
      <Content />
    </Prerendered>
  )
}

/**
 * Several regions drawn by one module's components: `ids` maps each component's name to its
 * region id. The module is loaded once, and only when a region is not in the document.
 */
export async function adoptOrLoadRegions<Name extends string>(
  ids: Record<Name, string>,
  // The module may export more than the regions (a page's FAQ items): the names come from ids.
  load: () => Promise<NoInfer<Record<Name, ComponentType>>>,
): Promise<Record<Name, Region>> {
  let loading: Promise<Record<Name, ComponentType>> | undefined
  const loadOnce = () => {
    loading ??= load()
    return loading
  }
  const entries = await Promise.all(
    (Object.keys(ids) as Name[]).map(async (name) => {
      const load = async () => ({ default: (await loadOnce())[name] })
      return [name, await adoptOrLoadRegion(ids[name], load)] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Name, Region>
}

type PrerenderedProps = RegionProps & { id: string } & (
    | { html: string; children?: never }
    | { html?: never; children: ReactNode }
  )

/**
 * A region React does not draw inside when it holds `html`: hydration leaves the adopted
 * markup as it is. Its fading blocks are revealed here, since the markup has no React
 * handlers of its own.
 */
export function Prerendered({ id, html, children, className, onClick }: PrerenderedProps) {
  const ref = useRef<HTMLDivElement>(null)
  const asHtml = html !== undefined
  useEffect(() => {
    const region = ref.current
    if (!asHtml || !region) return
    return revealWhenSeen([...region.querySelectorAll<HTMLElement>('.reveal:not([data-visible])')])
  }, [asHtml])
  // The click handler is delegated: the buttons inside take keyboard activation as clicks, so
  // the region itself needs no key handler or role. Its links are plain links, which the
  // site's one link handler sends through the router (app/site-links.ts).
  const props = { ref, [ATTRIBUTE]: id, className, onClick }
  return asHtml ? (
    <div
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, prerendered at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  ) : (
    <div {...props}>{children}</div>
  )
}
