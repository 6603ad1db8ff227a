import type { ComponentType, ReactNode } from 'react'
import type { RouteDef } from '../content/types'

/**
 * What a page may tell the frame (client/src/app/page-frame.tsx) that draws its head tags,
 * breadcrumbs and last-updated line from the route manifest. Everything is optional.
 */
export interface FrameProps {
  /** Shown above the breadcrumbs (the page's hero). */
  hero?: ReactNode
  /** The page's body, between the breadcrumbs and the last-updated line. */
  children?: ReactNode
  /** Replace the manifest's title or description (a contact variant). */
  title?: string
  description?: string
  jsonLd?: ReadonlyArray<Record<string, unknown> & { '@type': string }>
  type?: 'website' | 'article'
  /**
   * `shown` (default): visible trail and BreadcrumbList data when there is more than Home;
   * `data`: the BreadcrumbList data only; `none`: neither.
   */
  trail?: 'shown' | 'data' | 'none'
  /** Where the last-updated line goes: after the body (default) or right after the trail. */
  lastUpdated?: 'end' | 'top'
}

/** Every page receives the frame to draw itself in. */
export interface PageProps {
  Frame: ComponentType<FrameProps>
}

/** A loaded page: its component and its entry in the route manifest. */
export interface PageModule {
  Page: ComponentType<PageProps>
  route: RouteDef
}

/**
 * The one page contract (docs/decisions/028, 045): every `pages/<page>/page.tsx` default-exports
 * a loader. It gets the path being shown (one folder may serve several: the articles, the
 * verticals) and returns the page with its manifest entry. Its static regions are named in the
 * page's JSX (`<Prerendered id load />`) and need nothing from the loader.
 */
export type PageLoader = (path: string) => Promise<PageModule>
