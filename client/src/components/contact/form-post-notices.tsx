import { FORM_POST_NOTICES } from '@inlet/shared/inquiry-api'
import { inquiryErrorId, inquiryRuleMessages } from '@inlet/shared/inquiry-rules'
import { contactNotices } from '../../content/contact-notices'

/**
 * /contact's notices for a post without JavaScript that was not taken, one per message the
 * rules can give and two more: each hidden until the address's fragment names it (:target).
 * Rendered at build time only (entry-server.tsx), so no script carries them.
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
      {text}
    </p>
  ))
}
