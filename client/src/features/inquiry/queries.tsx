import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

/**
 * The site's one `QueryClient`, provided around an inquiry form (docs/decisions/056): the form
 * is the only part of the site that talks to the API, so react-query loads with the forms and
 * no other page's start-up JavaScript carries it. Made once per form in its state, not at
 * import: the prerender renders every page in one process, and each test gets its own.
 */
export function InquiryQueries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient())
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
