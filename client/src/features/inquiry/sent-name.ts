/**
 * The name this tab last sent an inquiry under. The thank-you page greets a founder by the name in
 * its link only when it is this one, so a crafted link cannot put its own words on our page
 * (DECISIONS.md, "Thank-you"). Kept for the tab only, like the /contact draft.
 */
const KEY = 'inquiry-sent-name'

export function rememberSentName(name: string): void {
  try {
    sessionStorage.setItem(KEY, name)
  } catch {
    // Storage blocked: the thank-you page thanks the founder without their name.
  }
}

export function sentName(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}
