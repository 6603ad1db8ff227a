import { paths } from '@inlet/shared/paths'

/** The 404 page's head: it has no path, canonical link or place in the sitemap. */
export const notFoundRoute = {
  title: 'Page Not Found | Inlet Ventures',
  description: 'The page you were looking for is not here. Find your way back to Inlet Ventures.',
} as const

/** The 404 page's copy. */
export const notFoundPage = {
  eyebrow: 'Error 404',
  title: 'Page Not Found',
  lead: 'The address may be mistyped, or the page has moved. These will get you back on course:',
  ways: [
    { label: 'Home', href: paths.home, text: 'Start again from the front page.' },
    {
      label: 'Partnerships',
      href: paths.partnerships,
      text: 'How we invest and build with founders.',
    },
    { label: 'Blog', href: paths.blog, text: 'Field notes on funding, AI and growth.' },
    { label: 'Contact', href: paths.contact, text: 'Tell us what you were looking for.' },
  ],
} as const
