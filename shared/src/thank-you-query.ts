import { isInquiryName } from './inquiry-rules.ts'
import { type ContactContext, isContactContext } from './paths.ts'

/**
 * The thank-you page's query: the founder's name when it passes the inquiry's name rule (a
 * crafted link cannot put a web address or an encoded word on our page), else '', and a known
 * context. Its own module: the name rule stays out of the app shell, which imports paths.ts.
 */
export function readThankYouQuery(search: URLSearchParams): {
  name: string
  context?: ContactContext
} {
  const context = search.get('context') ?? ''
  const name = search.get('name')?.trim() ?? ''
  return {
    name: isInquiryName(name) ? name : '',
    ...(isContactContext(context) ? { context } : {}),
  }
}
