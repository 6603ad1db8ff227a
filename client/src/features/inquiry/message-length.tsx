import { INQUIRY_LIMITS } from '@inlet/shared/inquiry-fields'

/** The count shows from this many characters before the limit. */
const SHOW_FROM = INQUIRY_LIMITS.messageMax - 200
const count = (n: number) => n.toLocaleString('en-US')

/** The id of a message field's count, for its aria-describedby while it shows. */
export const lengthId = (fieldId: string) => `${fieldId}-length`

/** Whether the count shows: the message is near its limit, or over it. */
export const showsLength = (message: string) => message.length >= SHOW_FROM

/**
 * How long the message is, once it nears the limit, and how far over when it is: nothing a
 * founder pastes is cut (docs/decisions/025); the send is refused, with this already said.
 */
export function MessageLength({ fieldId, message }: { fieldId: string; message: string }) {
  if (!showsLength(message)) return null
  const over = message.length - INQUIRY_LIMITS.messageMax
  return (
    <p
      id={lengthId(fieldId)}
      className={`mt-1 text-sm ${over > 0 ? 'font-medium text-red-700' : 'text-mist'}`}
    >
      {count(message.length)} of {count(INQUIRY_LIMITS.messageMax)} characters
      {over > 0 ? `: ${count(over)} over the limit. Shorten it to send.` : ''}
    </p>
  )
}
