declare module 'virtual:posts' {
  export const posts: import('./post-schema').PostSummary[]
}
declare module 'virtual:post-body/*' {
  const html: string
  export default html
}

/** Year of the build, replaced by Vite's `define`. */
declare const __BUILD_YEAR__: number
