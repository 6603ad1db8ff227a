import termsHtml from 'virtual:markdown/legal/terms'
import { LegalDocument } from './legal'

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      lead="The terms that govern your use of the Inlet Ventures website and the materials on it."
      html={termsHtml}
    />
  )
}
