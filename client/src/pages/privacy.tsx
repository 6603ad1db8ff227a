import privacyHtml from 'virtual:markdown/legal/privacy'
import { legalPages } from '../content/legal'
import type { PageProps } from './frame'
import { LegalDocument } from './legal'

export { privacyRoute as route } from '../content/legal'

export default function PrivacyPage({ Frame }: PageProps) {
  return <LegalDocument Frame={Frame} {...legalPages.privacy} html={privacyHtml} />
}
