import { paths } from '@inlet/shared/paths'

export interface NavLink {
  label: string
  href: string
}

/** Top navigation, in order; the last item is the call to action. */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: paths.home },
  { label: 'Partnerships', href: paths.partnerships },
  { label: 'IP Development', href: paths.ip },
  { label: 'About', href: paths.about },
  { label: 'Contact', href: paths.contact },
]

export const footerColumns: ReadonlyArray<{ title: string; links: readonly NavLink[] }> = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.about },
      { label: 'Partnerships', href: paths.partnerships },
      { label: 'IP Development', href: paths.ip },
      { label: 'Contact', href: paths.contact },
    ],
  },
  {
    title: 'Industries',
    links: [
      { label: 'Fintech Ventures', href: paths.fintech },
      { label: 'AI & ML Startups', href: paths.aiml },
      { label: 'SaaS Companies', href: paths.saas },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Resources Hub', href: paths.resources },
      { label: 'Blog', href: paths.blog },
      { label: 'Glossary', href: paths.glossary },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Use', href: paths.terms },
      { label: 'Privacy Policy', href: paths.privacy },
    ],
  },
]

/** The footer's last line, after the year and the studio's legal name. */
export const footerRights = 'All rights reserved.'

export const footerDisclaimer =
  'Inlet Ventures is not a registered investment advisor, broker-dealer or law firm. Nothing on this website is investment, legal, tax or financial advice, or an offer to buy or sell any security. Any investment or partnership is made only under a signed agreement, after your own due diligence and with your own advisers.'
