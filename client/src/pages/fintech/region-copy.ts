import type { VerticalRegions } from '../../content/types'

/** The static sections of this vertical's page; only their regions import them (docs/decisions/021). */
export const regions: VerticalRegions = {
  pitch: [
    'Financial services reward founders who get the unglamorous parts right: licensing, bank relationships, security reviews and audit trails. We work with companies in payments, lending, blockchain and regulatory technology that have shown real demand and now need foundations that let them grow without surprises.',
    'Partners can build on our patent-pending blockchain compliance method, draw on seed capital from $50K to $500K+, and meet the banking partners, payment gateways and regulatory advisors in our network. We help you decide what to protect, what to license and which partnerships to pursue first, so compliance becomes part of your advantage instead of a drag on it.',
  ],
  benefits: [
    {
      icon: 'shield',
      title: 'Compliance Built in Early',
      description:
        'Engineering and legal support that designs KYC, AML and audit requirements into the product while they are still cheap to get right.',
    },
    {
      icon: 'lock',
      title: 'Blockchain Compliance IP',
      description:
        'Access to our patent-pending blockchain compliance method, plus help protecting the techniques that set your own platform apart.',
    },
    {
      icon: 'building',
      title: 'Banking and Payments Network',
      description:
        'Warm introductions to banking partners, payment gateways and regulatory advisors who understand early-stage fintech.',
    },
  ],
  ideas: {
    title: 'Fintech Idea Opportunities',
    lead: 'Brand and domain concepts from our portfolio with a financial-services angle. Each one can be built with us through a partnership, joint venture, license or acquisition.',
  },
}
