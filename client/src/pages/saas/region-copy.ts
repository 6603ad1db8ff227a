import type { VerticalRegions } from '../../content/types'

/** The static sections of this vertical's page; only their regions import them (docs/decisions/021). */
export const regions: VerticalRegions = {
  pitch: [
    'Recurring revenue gives SaaS founders something many early companies lack: a clear read on what is working. We size our funding against your MRR and ARR, retention and growth rate, so the capital matches the business you actually have and the milestones you are aiming for next.',
    'We also help you protect the parts of your product that are hard to copy, from integration methods to API designs that solve a technical problem in a new way, through a software patent strategy built with registered patent attorneys. And our engineers support the scalability work that comes with growth: multi-tenant architecture, performance, security reviews and the infrastructure costs that can quietly eat a margin.',
  ],
  benefits: [
    {
      icon: 'chart',
      title: 'Funding Tied to Your Metrics',
      description:
        'Investment sized around MRR, ARR, retention and growth, with terms that reflect the recurring revenue you have already earned.',
    },
    {
      icon: 'code',
      title: 'Software and API Patents',
      description:
        'A patent strategy for the technical methods behind your platform and APIs, focused on what competitors would most want to copy.',
    },
    {
      icon: 'bolt',
      title: 'Support for Scale',
      description:
        'Architecture reviews, performance work and security hardening, so the product keeps up as accounts and usage grow.',
    },
  ],
  funding: {
    title: 'Funding for SaaS Companies',
    text: 'We invest $50K to $500K+: from $50K for a company with its first paying customers and a clear retention story, to $500K+ for one scaling its sales, team and infrastructure. The amount and structure follow your recurring revenue and milestones, not a fixed formula.',
  },
}
