import type { Card, FaqItem } from '../../content/types'

/**
 * The copy of the IP page's static regions (regions.tsx): only that module imports
 * it, so a visitor who loads the page gets it in the document, not in a script
 * (docs/decisions/045).
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

/**
 * The IP page's questions and answers: the accordion and the FAQPage data. A visitor who loads
 * the page gets them in its document (docs/decisions/045).
 */
export const ipFaq: readonly FaqItem[] = [
  {
    question:
      'What Is the Difference Between a Provisional and a Non-Provisional Patent Application?',
    answer:
      'A provisional application secures an early filing date and lets you call your product patent pending, but it is never examined and lapses after 12 months. To keep that priority date, you file a non-provisional application, which the USPTO does examine, within those 12 months. A provisional only supports what it actually describes, so it still needs to be written with care.',
  },
  {
    question: 'What Is Prior Art and Why Does It Matter?',
    answer:
      'Prior art is any evidence that an invention was already known before your filing date, including earlier patents, published applications, papers, products and public talks. To be patentable, an invention must be new and not obvious in light of that prior art. Researching it first tells you whether filing is worthwhile and how to frame the claims.',
  },
  {
    question: 'How Long Does It Take to Get a Patent?',
    answer:
      'We typically reach a filed application six to nine weeks after the discovery workshop. USPTO examination then commonly takes one to three years, depending on the technology area and how many rounds of response are needed. The USPTO offers prioritized examination for an additional fee when speed matters.',
  },
  {
    question: 'Can We Protect Our Invention in Other Countries?',
    answer:
      'Yes. A Patent Cooperation Treaty (PCT) application, generally filed within 12 months of your first filing, keeps open your right to seek protection in more than 150 member countries. There is no single worldwide patent, so at around 30 months from your priority date you choose the countries and pursue each national application separately.',
  },
  {
    question: 'Should We Disclose Our Invention Before Filing?',
    answer:
      'Ideally not. The United States gives inventors a limited one-year grace period after their own disclosure, but many other countries require absolute novelty, so a public demo, paper or pitch deck posted online can cost you rights abroad. If you need to share details before filing, use a non-disclosure agreement and talk to us first.',
  },
  {
    question: 'Do You Give Legal Advice or File Patents Yourselves?',
    answer:
      'No. We provide IP strategy, research coordination and technical support, and registered patent attorneys and agents prepare and file every application. Nothing on this page is legal advice, and your attorney’s advice on your specific situation always comes first.',
  },
]
