declare module 'virtual:posts' {
  export const posts: import('./post-schema').PostSummary[]
}
declare module 'virtual:posts-latest' {
  export const latestPosts: import('./post-schema').PostSummary[]
}
declare module 'virtual:post-titles' {
  export const postTitles: Readonly<Record<string, string>>
}
declare module 'virtual:post-index' {
  export const postIndex: Array<{ slug: string; title: string; excerpt: string }>
}
declare module 'virtual:post-bodies' {
  export const postBodies: Record<
    string,
    {
      summary: () => Promise<{ summary: import('./post-schema').PostSummary }>
      body: () => Promise<{ default: string }>
    }
  >
}
declare module 'virtual:markdown/*' {
  const html: string
  export default html
}
declare module 'virtual:post-body/*' {
  const html: string
  export default html
}
declare module 'virtual:post-summary/*' {
  export const summary: import('./post-schema').PostSummary
}

/** Year of the build, replaced by Vite's `define`. */
declare const __BUILD_YEAR__: number

declare module 'virtual:vertical-ideas/*' {
  const ideas: import('@inlet/shared/brand-taxonomy').Brand[]
  export default ideas
}
declare module 'virtual:brands-first' {
  export const firstBrands: import('@inlet/shared/brand-taxonomy').Brand[]
  /** Every brand by category in the prerender; empty in the browser's build. */
  export const brandGroups: ReadonlyArray<{
    category: import('@inlet/shared/brand-taxonomy').BrandCategory
    brands: import('@inlet/shared/brand-taxonomy').Brand[]
  }>
}
declare module 'virtual:brand-count' {
  export const brandCount: number
}
declare module 'virtual:page-dates' {
  /** Each dated page's path → the day its words last changed, as printed (client/scripts/page-dates.ts). */
  const dates: Record<string, string>
  export default dates
}
