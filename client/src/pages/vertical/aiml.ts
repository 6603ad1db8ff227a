import ideas from 'virtual:vertical-ideas/aiml'
import { contactPath } from '@inlet/shared/paths'
import type { FaqItem, VerticalCta, VerticalRegions } from '../../content/types'

/** This vertical's region words (regions.tsx): only the region's module imports them. */
export const regions: VerticalRegions = {
  pitch: [
    'In AI, much of a company’s value sits where competitors cannot see it: a training method, a data pipeline, a network architecture tuned for one hard problem. We help founders work out which of those are patentable and build a filing strategy for algorithms, training methods and neural architectures, working with registered patent attorneys so each application describes a concrete technical improvement.',
    'Alongside the IP work, we bring the technical infrastructure experience and engineering capacity to move from prototype to production. Then we add capital and commercialization support: pricing, first enterprise customers and the partnerships that put your models in front of buyers.',
  ],
  benefits: [
    {
      icon: 'brain',
      title: 'Patents for Algorithms and Architectures',
      description:
        'A filing strategy for training methods, model architectures and inference techniques, developed with registered patent attorneys.',
    },
    {
      icon: 'cpu',
      title: 'Production-Grade Infrastructure',
      description:
        'Help with data pipelines, model serving, monitoring and compute costs, so your product holds up under real customer load.',
    },
    {
      icon: 'rocket',
      title: 'Capital and Commercialization',
      description:
        'Seed funding plus hands-on work on pricing, sales and the partnerships that turn a strong model into revenue.',
    },
  ],
  focusAreas: [
    {
      icon: 'brain',
      title: 'Deep Learning & Neural Networks',
      description:
        'Novel architectures, training regimes and optimization methods, and the engineering needed to run them efficiently.',
    },
    {
      icon: 'book',
      title: 'Natural Language Processing',
      description:
        'Language models, retrieval, document understanding and conversational products built for a specific domain.',
    },
    {
      icon: 'camera',
      title: 'Computer Vision',
      description:
        'Image and video understanding for inspection, safety, retail and healthcare workflows, from edge devices to the cloud.',
    },
    {
      icon: 'chart',
      title: 'Predictive Analytics & Automation',
      description:
        'Forecasting, anomaly detection and decision automation that take repetitive judgment calls off your customers’ desks.',
    },
  ],
  funding: {
    title: 'Funding for AI and ML Startups',
    text: 'We invest $50K to $500K+: from $50K for early-stage commercialization, such as a first production deployment or a paid pilot, to $500K+ for companies scaling their infrastructure, team and sales. The amount and structure follow your milestones, not a fixed formula.',
  },
  ideas: {
    title: 'AI & ML Idea Opportunities',
    lead: 'Concepts from our brand portfolio where machine learning sits at the core of the product. Each is open to partnership, joint venture, licensing or acquisition.',
  },
}

/** This vertical's questions and answers: the accordion and its FAQPage data. */
export const faq: readonly FaqItem[] = [
  {
    question: 'Can You Patent an AI Algorithm?',
    answer:
      'In the United States, a mathematical formula or abstract idea on its own is not patentable, but an AI-related invention can be when it is claimed as a specific technical improvement, such as a training method or model architecture that makes a system faster or more accurate. How the invention is described and claimed matters a great deal. Our registered patent attorneys assess each case, and this answer is general information rather than legal advice.',
  },
  {
    question: 'Should We Patent Our Model or Keep It as a Trade Secret?',
    answer:
      'It depends on whether the method could be detected in a competitor’s product and how long it will stay valuable. A patent requires public disclosure in exchange for exclusive rights for a limited term, while a trade secret lasts only as long as you keep it confidential. Many AI companies use both, and we help you decide which parts of your stack belong where.',
  },
  {
    question: 'Do You Help with Infrastructure and Engineering, or Only Funding?',
    answer:
      'Both. Our engineers review architecture, data pipelines and model serving, and can take on build work when a milestone needs extra hands. Capital is one part of the partnership, not the whole of it.',
  },
  {
    question: 'What Stage Should Our AI Startup Be At?',
    answer:
      'We look for working technology and some evidence of demand: pilot customers, active users or paid proofs of concept. A research prototype without a clear buyer is usually too early for us, but we are glad to give feedback on what would change that.',
  },
]

/** The FAQ's title. */
export const faqTitle = 'AI/ML Partnership Questions'

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Protect and Scale What You Have Built',
  lead: 'Tell us about your models, your customers and your next milestone. We will come back with practical next steps.',
  action: { label: 'Schedule AI/ML Consultation', href: contactPath({ context: 'aiml' }) },
}

/** The domain ideas the page shows (content/vertical-ideas.ts). */
export { ideas }
