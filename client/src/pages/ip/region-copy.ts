import type { Card } from '../../content/types'

/**
 * The copy of the IP page's static regions (regions.tsx): only that module imports
 * it, so a visitor who loads the page gets it in the document, not in a script
 * (docs/decisions/021).
 */

interface IpStep {
  title: string
  description: string
  duration: string
}

interface IpFigure {
  value: string
  label: string
}

interface IpSections {
  services: { title: string; lead: string; items: readonly [Card, Card, Card, Card, Card, Card] }
  process: {
    title: string
    lead: string
    steps: readonly [IpStep, IpStep, IpStep, IpStep, IpStep]
  }
  figures: {
    title: string
    note: string
    items: readonly [IpFigure, IpFigure, IpFigure, IpFigure, IpFigure]
  }
}

export const ipSections = {
  services: {
    title: 'Where We Focus',
    lead: 'Our IP work concentrates on fields where patents can shape a company’s position in its market and where our team has hands-on technical depth.',
    items: [
      {
        icon: 'brain',
        title: 'AI and Machine Learning',
        description:
          'Training methods, model architectures and inference techniques, framed as the concrete technical improvements they are.',
      },
      {
        icon: 'coins',
        title: 'Blockchain and Web3',
        description:
          'Consensus, smart contract, custody and compliance methods, including how on-chain and off-chain systems work together.',
      },
      {
        icon: 'lock',
        title: 'Cryptography and Security',
        description:
          'Encryption schemes, key management, authentication and privacy-preserving computation for products that handle sensitive data.',
      },
      {
        icon: 'cpu',
        title: 'Software and Internet Infrastructure',
        description:
          'Networking, distributed systems, APIs and data processing methods that make platforms faster, cheaper or more reliable.',
      },
      {
        icon: 'sparkles',
        title: 'Business Model Disruption',
        description:
          'Technical systems that make a new way of delivering a service possible, claimed around the technology rather than the business idea alone.',
      },
      {
        icon: 'shield',
        title: 'Competitive IP Strategy',
        description:
          'Reviews of competitor filings, freedom-to-operate questions worked through with counsel, and a portfolio plan tied to your fundraising.',
      },
    ],
  },
  process: {
    title: 'Our Process',
    lead: 'A typical engagement runs from first workshop to filed application in six to nine weeks, then continues as your portfolio grows.',
    steps: [
      {
        title: 'Discovery Workshop',
        description:
          'We sit down with your technical team to map the inventions in your product, what competitors are doing and what you plan to disclose, so nothing important goes public before it is protected.',
        duration: '1 week',
      },
      {
        title: 'Prior Art Research',
        description:
          'We search patents, published applications and technical literature for what already exists, then report which ideas look new and where the claims will need careful framing.',
        duration: '2–3 weeks',
      },
      {
        title: 'Patent Strategy',
        description:
          'Together we decide what to file, in which order and where: provisional or non-provisional, U.S. only or international through the PCT, and what to keep as a trade secret.',
        duration: '1 week',
      },
      {
        title: 'Application Development',
        description:
          'Registered patent attorneys and agents draft the specification, drawings and claims with your engineers, and file with the USPTO once you approve the final text.',
        duration: '2–4 weeks',
      },
      {
        title: 'Portfolio Management',
        description:
          'We track deadlines, prepare responses to examiners with counsel, plan continuations and international filings, and keep the portfolio in step with your product roadmap.',
        duration: 'Ongoing',
      },
    ],
  },
  figures: {
    title: 'What to Expect',
    note: 'These are typical ranges from our own engagements, not quotes or guarantees, and actual timing and cost depend on the invention, the countries chosen and the patent office.',
    items: [
      { value: '6–9 weeks', label: 'From discovery workshop to filed application' },
      { value: '1–3 years', label: 'Typical USPTO examination' },
      { value: '$5K–$10K', label: 'Prior art research' },
      { value: '$15K–$30K', label: 'Full application per patent' },
      { value: '150+ countries', label: 'Reachable through PCT international filings' },
    ],
  },
} as const satisfies IpSections
