import * as z from 'zod/mini'

/**
 * The home page's quick form: checked in the browser before it opens the visitor's mail
 * client. zod/mini keeps it small in the bundle.
 */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name is required')),
  email: z
    .string()
    .check(z.trim(), z.email('Invalid email address'), z.maxLength(255, 'Invalid email address')),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Message must be at least 10 characters'),
      z.maxLength(2000, 'Message must be at most 2000 characters'),
    ),
})

export type ContactMessage = z.infer<typeof contactMessageSchema>

/** The first failing rule's message, or undefined when every rule passed. */
export function firstIssue<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } },
): string | undefined {
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid form data')
}
