import { patient } from '@inlet/server/test/patience'

/** Reads what the run's mail catcher (MailDev, started in global-setup.ts) received. */
export interface CaughtMail {
  id: string
  subject: string
  text: string
  html: string
  to: Array<{ address: string; name: string }>
  from: Array<{ address: string; name: string }>
  headers: Record<string, string>
}

const api = () => `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}/api/email`

export async function allMail(): Promise<CaughtMail[]> {
  const response = await fetch(api())
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`)
  return (await response.json()) as CaughtMail[]
}

/** Mail about one inquiry, found by a value only that test used (a unique email address). */
export async function mailFor(
  founderEmail: string,
  count: number,
  timeoutMs = 30_000,
): Promise<CaughtMail[]> {
  const deadline = Date.now() + patient(timeoutMs)
  for (;;) {
    const matching = (await allMail()).filter((mail) => JSON.stringify(mail).includes(founderEmail))
    if (matching.length >= count || Date.now() > deadline) return matching
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** The raw message as the SMTP server received it (headers included). */
export async function rawSource(id: string): Promise<string> {
  const response = await fetch(`${api()}/${id}/source`)
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`)
  return response.text()
}
