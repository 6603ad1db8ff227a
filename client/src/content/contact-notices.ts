import { site } from '@inlet/shared/site'

/**
 * /contact's notices after a post without JavaScript that was not taken (docs/decisions/026):
 * the lead before a rule's message, and the two notices that are not a rule's. Only the
 * prerender reads them (components/contact/form-post-notices.tsx), so no script carries them.
 */
export const contactNotices = {
  notSentLead: 'Your inquiry was not sent:',
  rateLimited: `Your inquiry was not sent: too many inquiries came from your connection. Please try again later, or email us at ${site.email}.`,
  notSent: `Your inquiry was not sent: we could not store it just now. Please try again in a minute, or email us at ${site.email}.`,
} as const
