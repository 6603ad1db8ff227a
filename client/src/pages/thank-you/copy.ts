import { type ContactContext, paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import type { RouteDef } from '../../content/types'

/** What the page says it is excited to discuss, per inquiry context. */
const contextTopics: Record<ContactContext, string> = {
  funding: 'funding',
  mentoring: 'mentoring',
  ip: 'intellectual property',
  partnership: 'a partnership',
  growth: 'growth',
  aiml: 'AI and machine learning',
  fintech: 'fintech',
  saas: 'SaaS',
  resources: 'our resources',
  glossary: 'your question',
}

/**
 * The response promise, worded once: 24 hours to be read, 72 to be answered (SPEC keeps both
 * figures; docs/decisions/026). Each figure names its own step, so they cannot contradict.
 */
const promise = `a partner reads your message within ${site.readHours} hours and replies personally within ${site.responseHours} hours`

/** /contact/thank-you copy. */
export const thankYou = {
  contextTopics,
  greeting: (name: string) => `${name ? `Thanks ${name},` : 'Thanks,'} ${promise}.`,
  excited: (topic: string) => `We’re excited to discuss ${topic} with you.`,
  nextTitle: 'What Happens Next',
  cardsLabel: 'Good to know',
  learnMoreLink: 'How we partner',
  waitTitle: 'While You Wait',
  writeTo: 'Something to add? Write to',
  heading: 'We’ve Received Your Message!',
  steps: [
    {
      title: 'We Review Your Inquiry',
      description:
        'A partner reads what you sent and looks at your company, your market and how we could help.',
    },
    {
      title: `Personal Response Within ${site.responseHours} Hours`,
      description:
        'You hear back from a person, not an autoresponder, with questions or a first view.',
    },
    {
      title: 'We Schedule a Call',
      description:
        'If there is a fit, we set up a conversation at a time that suits you, by video or in Jupiter.',
    },
  ],
  cards: [
    {
      icon: 'clock',
      title: 'Response Time',
      text: `${promise.charAt(0).toUpperCase()}${promise.slice(1)}.`,
    },
    {
      icon: 'mail',
      title: 'Confirmation Email',
      text: 'Check your inbox for a receipt with your reference number. If none arrives, your inquiry still reached us.',
    },
    {
      icon: 'compass',
      title: 'Learn More',
      text: 'Read how we partner with founders and what we look for.',
      href: paths.partnerships,
    },
  ] as const,
  whileYouWait: [
    { label: 'Read the blog', href: paths.blog },
    { label: 'About Inlet Ventures', href: paths.about },
    { label: 'Explore partnerships', href: paths.partnerships },
  ],
} as const

/** The route manifest's entry for paths.thankYou (app/pages.tsx). */
export const thankYouRoute: RouteDef = {
  path: paths.thankYou,
  title: 'Thank You | Inlet Ventures',
  description:
    'Your message reached Inlet Ventures. A partner will reply personally; here is what happens next and what to read while you wait.',
  crumb: 'Thank You',
  sitemap: false,
  noindex: true,
}
