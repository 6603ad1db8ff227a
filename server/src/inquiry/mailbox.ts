// Providers that deliver j.doe@ and jdoe@ to one mailbox (docs/decisions/022).
const DOTLESS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address reaches, for counting confirmations and for `forget` (one founder's
 * inquiries however the address was typed): case and a `+tag` never change it, nor dots at the
 * providers that ignore them. The confirmation itself still goes to the address as typed.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@')
  const domain = address.slice(at + 1).toLowerCase()
  const local = address.slice(0, at).toLowerCase().replace(/\+.*$/, '')
  const provider = DOTLESS[domain]
  return provider ? `${local.replaceAll('.', '')}@${provider}` : `${local}@${domain}`
}
