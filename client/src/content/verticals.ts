import { contactPath, paths } from '@inlet/shared/paths'
import type { Card, Cta, Faq, Hero } from './partnerships'

export type VerticalId = 'fintech' | 'aiml' | 'saas'

export interface Vertical {
  hero: Hero
  pitch: string[]
  benefits: Card[]
  focusAreas?: Card[]
  funding?: { title: string; text: string }
  ideas?: { title: string; lead: string }
  faq: { title: string; items: Faq[] }
  cta: { title: string; lead: string; action: Cta }
}

export const verticals: Record<VerticalId, Vertical> = {
  fintech: {
    hero: {
      eyebrow: 'Fintech Ventures',
      title: 'Build financial products that banks, regulators and customers can trust',
      lead: 'We partner with founders in payments, lending, blockchain and regtech who have early traction and need capital, compliance-minded engineering and IP protection to grow.',
      primary: { label: 'Discuss Your Fintech Venture', href: contactPath({ context: 'fintech' }) },
      secondary: { label: 'Explore IP Development', href: paths.ip },
    },
    pitch: [
      'Financial services reward founders who get the unglamorous parts right: licensing, bank relationships, security reviews and audit trails. We work with companies in payments, lending, blockchain and regulatory technology that have shown real demand and now need foundations that let them grow without surprises.',
      'Partners can build on our patent-pending blockchain compliance method, draw on seed capital from $50K to $500K+, and meet the banking partners, payment gateways and regulatory advisors in our network. We help you decide what to protect, what to license and which partnerships to pursue first, so compliance becomes part of your advantage instead of a drag on it.',
    ],
    benefits: [
      {
        icon: 'shield',
        title: 'Compliance built in early',
        description:
          'Engineering and legal support that designs KYC, AML and audit requirements into the product while they are still cheap to get right.',
      },
      {
        icon: 'lock',
        title: 'Blockchain compliance IP',
        description:
          'Access to our patent-pending blockchain compliance method, plus help protecting the techniques that set your own platform apart.',
      },
      {
        icon: 'building',
        title: 'Banking and payments network',
        description:
          'Warm introductions to banking partners, payment gateways and regulatory advisors who understand early-stage fintech.',
      },
    ],
    ideas: {
      title: 'Fintech Idea Opportunities',
      lead: 'Brand and domain concepts from our portfolio with a financial-services angle. Each one can be built with us through a partnership, joint venture, licence or acquisition.',
    },
    faq: {
      title: 'Fintech Partnership Questions',
      items: [
        {
          question: 'Do you invest in fintech companies that are not yet licensed?',
          answer:
            'Yes. Many early fintech companies operate through a sponsor bank or licensed partner, or are still working out which licences they need. We help you map the regulatory path for your product and connect you with advisors who handle licensing, and specific licensing decisions are always made with qualified counsel.',
        },
        {
          question: 'How could your blockchain compliance patent help my company?',
          answer:
            'Depending on your product, you may be able to build on or license our blockchain compliance method instead of developing the same controls from scratch. We also review your own technology for methods worth protecting. Whether and how the patent applies is assessed case by case with our patent attorneys.',
        },
        {
          question: 'Which fintech segments do you focus on?',
          answer:
            'Payments, lending, blockchain and regtech are where our experience and network run deepest. We also look at adjacent areas, such as personal finance tools and financial infrastructure for small businesses, when the team has clear traction.',
        },
        {
          question: 'Can you introduce us to banks and payment providers?',
          answer:
            'Yes. Where there is a fit, we make warm introductions to banking partners, payment gateways and regulatory advisors in our network. No introduction can guarantee an outcome, but we help you prepare so the first meeting is a productive one.',
        },
      ],
    },
    cta: {
      title: 'Let’s talk about your fintech venture',
      lead: 'Share where your product stands and what is slowing you down. We will tell you honestly whether we are the right partner for the next stage.',
      action: { label: 'Schedule Fintech Consultation', href: contactPath({ context: 'fintech' }) },
    },
  },

  aiml: {
    hero: {
      eyebrow: 'AI & ML Startups',
      title: 'Turn your models into protected, commercial products',
      lead: 'We back AI and machine learning founders who have working technology and early users, then help them protect their methods, harden their infrastructure and take the product to market.',
      primary: { label: 'Discuss Your AI Startup', href: contactPath({ context: 'aiml' }) },
      secondary: { label: 'Explore IP Development', href: paths.ip },
    },
    pitch: [
      'In AI, much of a company’s value sits where competitors cannot see it: a training method, a data pipeline, a network architecture tuned for one hard problem. We help founders work out which of those are patentable and build a filing strategy for algorithms, training methods and neural architectures, working with registered patent attorneys so each application describes a concrete technical improvement.',
      'Alongside the IP work, we bring the technical infrastructure experience and engineering capacity to move from prototype to production. Then we add capital and commercialization support: pricing, first enterprise customers and the partnerships that put your models in front of buyers.',
    ],
    benefits: [
      {
        icon: 'brain',
        title: 'Patents for algorithms and architectures',
        description:
          'A filing strategy for training methods, model architectures and inference techniques, developed with registered patent attorneys.',
      },
      {
        icon: 'cpu',
        title: 'Production-grade infrastructure',
        description:
          'Help with data pipelines, model serving, monitoring and compute costs, so your product holds up under real customer load.',
      },
      {
        icon: 'rocket',
        title: 'Capital and commercialization',
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
          'Forecasting, anomaly detection and decision automation that take repetitive judgement calls off your customers’ desks.',
      },
    ],
    funding: {
      title: 'Funding for AI and ML startups',
      text: 'We invest from $50K for early-stage commercialization, such as a first production deployment or a paid pilot, to $500K+ for companies scaling their infrastructure, team and sales. The amount and structure follow your milestones, not a fixed formula.',
    },
    ideas: {
      title: 'AI & ML Idea Opportunities',
      lead: 'Concepts from our brand portfolio where machine learning sits at the core of the product. Each is open to partnership, joint venture, licensing or acquisition.',
    },
    faq: {
      title: 'AI/ML Partnership Questions',
      items: [
        {
          question: 'Can you patent an AI algorithm?',
          answer:
            'In the United States, a mathematical formula or abstract idea on its own is not patentable, but an AI-related invention can be when it is claimed as a specific technical improvement, such as a training method or model architecture that makes a system faster or more accurate. How the invention is described and claimed matters a great deal. Our registered patent attorneys assess each case, and this answer is general information rather than legal advice.',
        },
        {
          question: 'Should we patent our model or keep it as a trade secret?',
          answer:
            'It depends on whether the method could be detected in a competitor’s product and how long it will stay valuable. A patent requires public disclosure in exchange for exclusive rights for a limited term, while a trade secret lasts only as long as you keep it confidential. Many AI companies use both, and we help you decide which parts of your stack belong where.',
        },
        {
          question: 'Do you help with infrastructure and engineering, or only funding?',
          answer:
            'Both. Our engineers review architecture, data pipelines and model serving, and can take on build work when a milestone needs extra hands. Capital is one part of the partnership, not the whole of it.',
        },
        {
          question: 'What stage should our AI startup be at?',
          answer:
            'We look for working technology and some evidence of demand: pilot customers, active users or paid proofs of concept. A research prototype without a clear buyer is usually too early for us, but we are glad to give feedback on what would change that.',
        },
      ],
    },
    cta: {
      title: 'Let’s protect and scale what you have built',
      lead: 'Tell us about your models, your customers and your next milestone. We will come back with practical next steps.',
      action: { label: 'Schedule AI/ML Consultation', href: contactPath({ context: 'aiml' }) },
    },
  },

  saas: {
    hero: {
      eyebrow: 'SaaS Companies',
      title: 'Grow recurring revenue on a platform built to scale',
      lead: 'We partner with SaaS founders whose customers pay and renew, and help them protect their software, fund the next stage and keep the product fast as usage climbs.',
      primary: { label: 'Discuss Your SaaS Company', href: contactPath({ context: 'saas' }) },
      secondary: { label: 'Explore IP Development', href: paths.ip },
    },
    pitch: [
      'Recurring revenue gives SaaS founders something many early companies lack: a clear read on what is working. We size our funding against your MRR and ARR, retention and growth rate, so the capital matches the business you actually have and the milestones you are aiming for next.',
      'We also help you protect the parts of your product that are hard to copy, from integration methods to API designs that solve a technical problem in a new way, through a software patent strategy built with registered patent attorneys. And our engineers support the scalability work that comes with growth: multi-tenant architecture, performance, security reviews and the infrastructure costs that can quietly eat a margin.',
    ],
    benefits: [
      {
        icon: 'chart',
        title: 'Funding tied to your metrics',
        description:
          'Investment sized around MRR, ARR, retention and growth, with terms that reflect the recurring revenue you have already earned.',
      },
      {
        icon: 'code',
        title: 'Software and API patents',
        description:
          'A patent strategy for the technical methods behind your platform and APIs, focused on what competitors would most want to copy.',
      },
      {
        icon: 'bolt',
        title: 'Support for scale',
        description:
          'Architecture reviews, performance work and security hardening, so the product keeps up as accounts and usage grow.',
      },
    ],
    faq: {
      title: 'SaaS Partnership Questions',
      items: [
        {
          question: 'What MRR or ARR do we need before talking to you?',
          answer:
            'We do not set a hard threshold. We care more about the shape of the numbers: steady growth, healthy retention and customers who would be upset to lose the product. Share what you have and we will tell you candidly whether the timing is right.',
        },
        {
          question: 'Can SaaS software actually be patented?',
          answer:
            'Some software can, when the invention is a specific technical solution rather than a business practice carried out on a computer. API designs, data synchronization methods and performance techniques are common candidates. Our registered patent attorneys assess patentability case by case, and this answer is general information rather than legal advice.',
        },
        {
          question: 'How do you help with scalability?',
          answer:
            'Our engineers review your architecture, database design, deployment pipeline and cloud spend, then help you rank the changes that matter most for the next stage of growth. Where it makes sense, they work directly in your codebase alongside your team.',
        },
        {
          question: 'Do you take a board seat?',
          answer:
            'It depends on the size and structure of the investment. For smaller cheques we usually take an advisory or observer role, while a larger investment may include a board seat. Either way, governance is agreed in writing before any money moves.',
        },
      ],
    },
    cta: {
      title: 'Let’s talk about your SaaS company',
      lead: 'Send us your core metrics and what you want the next twelve months to look like. We will reply with an honest view of how we can help.',
      action: { label: 'Schedule SaaS Consultation', href: contactPath({ context: 'saas' }) },
    },
  },
}
