/**
 * The state of a navigation after which the page has scrolled where it should itself (the
 * glossary's smooth jump to a letter): the layout does not scroll again.
 */
export const SCROLLED = { scrolled: true } as const

export const isScrolled = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { scrolled?: unknown }).scrolled === true
