import { FORM_POST_NOTICES } from '@inlet/shared/inquiry-api'
import { inquiryErrorId, inquiryRuleMessages } from '@inlet/shared/inquiry-rules'
import { site } from '@inlet/shared/site'

/**
 * /contact's notices after a post without JavaScript that was not taken (docs/decisions/026):
 * the lead before a rule's message, and the two notices that are not a rule's.
 */
const contactNotices = {
  notSentLead: 'Your inquiry was not sent:',
  rateLimited: `Your inquiry was not sent: too many inquiries came from your connection. Please try again later, or email us at ${site.email}.`,
  notSent: `Your inquiry was not sent: we could not store it just now. Please try again in a minute, or email us at ${site.email}.`,
  /** What was typed is kept by the browser on the page it was sent from, not by us. */
  keptText: 'What you typed is still there: your browser’s Back button returns to your form.',
} as const

/**
 * /contact's notices for a post without JavaScript that was not taken, one per message the
 * rules can give and two more: each hidden until the address's fragment names it (:target).
 * A static part (docs/decisions/045): a visitor who loads /contact gets them in the document;
 * a client-side navigation loads this module, which no other page needs.
 */
export function FormPostNotices() {
  const notices = [
    ...inquiryRuleMessages().map((message) => ({
      id: inquiryErrorId(message),
      text: `${contactNotices.notSentLead} ${message}${message.endsWith('.') ? '' : '.'}`,
    })),
    { id: FORM_POST_NOTICES.rateLimited, text: contactNotices.rateLimited },
    { id: FORM_POST_NOTICES.notSent, text: contactNotices.notSent },
  ]
  return notices.map(({ id, text }) => (
    <p
      key={id}
      id={id}
      className="mb-6 hidden rounded-xl border border-red-300 bg-red-50 p-4 font-medium text-red-800 target:block"
    >
      {`${text} `}
      <span className="font-normal">{contactNotices.keptText}</span>
    </p>
  ))
}
