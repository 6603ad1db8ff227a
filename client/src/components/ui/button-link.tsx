import type { ReactNode } from 'react'

/** Said to a screen reader after a link to another site. */
const newTab = '(opens in a new tab)'

/** A link styled by `className`: in-page anchors and other sites are plain <a>, the rest router links. */
export function ButtonLink({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) {
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    )
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
