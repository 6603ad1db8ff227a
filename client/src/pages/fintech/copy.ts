import { contactPath, paths } from '@inlet/shared/paths'
import { fintechMotif } from '../../content/motifs/fintech'
import type { Hero, RouteDef, VerticalCta } from '../../content/types'

/** The page's hero. */
export const hero: Hero = {
  eyebrow: 'Fintech Ventures',
  title: 'Build Financial Products That Banks, Regulators and Customers Can Trust',
  lead: 'We partner with founders in payments, lending, blockchain and regtech who have early traction and need capital, compliance-minded engineering and IP protection to grow.',
  primary: { label: 'Discuss Your Fintech Venture', href: contactPath({ context: 'fintech' }) },
  secondary: { label: 'Explore IP Development', href: paths.ip },
  motif: fintechMotif,
}

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Talk About Your Fintech Venture',
  lead: 'Share where your product stands and what is slowing you down. We will tell you honestly whether we are the right partner for the next stage.',
  action: { label: 'Schedule Fintech Consultation', href: contactPath({ context: 'fintech' }) },
}

/** The FAQ's title; its items are in region-copy.ts (they feed the accordion and the FAQPage data). */
export const faqTitle = 'Fintech Partnership Questions'

/** The route manifest's entry for paths.fintech (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.fintech,
  title: 'Fintech Venture Partnerships | Inlet Ventures',
  description:
    'Seed capital, patent strategy and introductions to banks, payment gateways and regulatory advisors for fintech founders with traction in Jupiter, Florida.',
  crumb: 'Fintech Ventures',
  sitemap: true,
}
