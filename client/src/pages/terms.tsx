import termsHtml from 'virtual:markdown/legal/terms'
import { legalPages } from '../content/legal'
import type { PageProps } from './frame'
import { LegalDocument } from './legal'

export { termsRoute as route } from '../content/legal'

export default function TermsPage({ Frame }: PageProps) {
  return <LegalDocument Frame={Frame} {...legalPages.terms} html={termsHtml} />
}
