import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * A delegated click handler for build-time HTML (an article, a legal text): its same-site
 * links go through the router instead of reloading the page. Modified clicks (new tab,
 * new window) and other sites' links keep the browser's behaviour.
 */
export function useInternalLinks() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a')
    const href = link?.getAttribute('href')
    if (
      !href?.startsWith('/') ||
      href.startsWith('//') ||
      link?.target ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      event.button !== 0
    )
      return
    event.preventDefault()
    navigate(href)
  }
}
