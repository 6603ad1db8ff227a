import privacyHtml from 'virtual:markdown/legal/privacy'
import type { PageProps } from './frame'
import { LegalDocument } from './legal'
export default function PrivacyPage({ Frame }: PageProps) {
  return (
    <LegalDocument
      Frame={Frame}
      title="Privacy Policy"
      lead="How Inlet Ventures collects, uses and protects the personal information you share through this website."
      html={privacyHtml}
    />
  )
}
