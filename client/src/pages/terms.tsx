import termsHtml from 'virtual:markdown/legal/terms'
import type { PageProps } from './frame'
import { LegalDocument } from './legal'
export default function TermsPage({ Frame }: PageProps) {
  return (
    <LegalDocument
      Frame={Frame}
      title="Terms of Use"
      lead="The terms that govern your use of the Inlet Ventures website and the materials on it."
      html={termsHtml}
    />
  )
}
