import privacyHtml from 'virtual:markdown/legal/privacy'
import { LegalDocument } from './legal'

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="How Inlet Ventures collects, uses and protects the personal information you share through this website."
      html={privacyHtml}
    />
  )
}
