import type { ContactContext } from '@inlet/shared/paths'
import { contextPrefills } from '@inlet/shared/prefills'
import { site } from '@inlet/shared/site'
import type { ContactVariant } from './copy'

/** Variants by context (loaded when a context is in the query). funding, ip and mentoring wording is the spec's. */
export const contextVariants: Record<ContactContext, ContactVariant> = {
  funding: {
    heading: 'Let’s Discuss Your Capital Needs',
    subtitle:
      'Tell us about your traction so we can discuss capital investment and strategic partnership opportunities.',
    submitLabel: 'Request Funding Discussion',
    title: 'Discuss Funding | Inlet Ventures',
    description:
      'Raising pre-seed to Series A? Tell Inlet Ventures about your traction and capital needs; we invest $50K to $500K+ with flexible terms and quick decisions.',
    prefill: contextPrefills.funding,
  },
  mentoring: {
    heading: 'Accelerate with Expert Guidance',
    subtitle:
      'Ask for strategic mentoring and guidance for your business journey, from positioning to go-to-market.',
    submitLabel: 'Request Mentoring Session',
    title: 'Request Mentoring | Inlet Ventures',
    description:
      'Get strategic mentoring from operators who have built companies: market analysis, product-market fit and go-to-market, with a partner who works the problem with you.',
    prefill: contextPrefills.mentoring,
  },
  ip: {
    heading: 'Secure Your Innovation',
    subtitle: 'Talk to us about expert patent development in AI, ML, blockchain and cryptography.',
    submitLabel: 'Request IP Consultation',
    title: 'IP & Patent Consultation | Inlet Ventures',
    description:
      'Protect what makes your technology different. Book an IP consultation on patent strategy for AI, machine learning, blockchain and cryptography inventions.',
    prefill: contextPrefills.ip,
  },
  partnership: {
    heading: 'Let’s Grow Together',
    subtitle:
      'Tell us about your business and we will show you how a partnership with our studio could work.',
    submitLabel: 'Request Partnership Discussion',
    title: 'Partner with Inlet Ventures | Contact',
    description:
      'Start a partnership conversation with Inlet Ventures: capital, strategy, engineering and IP for businesses with traction, or one of our 60 premium brand concepts.',
    prefill: contextPrefills.partnership,
  },
  growth: {
    heading: 'Let’s Grow Together',
    subtitle:
      'Tell us about your business and we will show you how a partnership with our studio could work.',
    submitLabel: 'Request Growth Discussion',
    title: 'Grow with Inlet Ventures | Contact',
    description:
      'Ready for the next stage? Talk to Inlet Ventures about growth capital, go-to-market strategy and the engineering support to scale a business with traction.',
    prefill: contextPrefills.growth,
  },
  aiml: {
    heading: 'Build Your AI Venture with Us',
    subtitle:
      'Discuss patents for your models and methods, technical infrastructure and capital to commercialize them.',
    submitLabel: 'Request AI/ML Consultation',
    title: 'AI & ML Partnership Inquiry | Inlet Ventures',
    description:
      'Building with AI or machine learning? Talk to Inlet Ventures about patenting algorithms and architectures, infrastructure and $50K–$500K+ commercialization capital.',
    prefill: contextPrefills.aiml,
  },
  fintech: {
    heading: 'Build Your Fintech Venture with Us',
    subtitle:
      'Discuss capital, compliance-ready IP and introductions to banking partners, payment gateways and regulatory advisors.',
    submitLabel: 'Request Fintech Consultation',
    title: 'Fintech Partnership Inquiry | Inlet Ventures',
    description:
      'Payments, lending, blockchain or regtech: talk to Inlet Ventures about capital, patent strategy and a network of banking, payments and regulatory partners.',
    prefill: contextPrefills.fintech,
  },
  saas: {
    heading: 'Scale Your SaaS with Us',
    subtitle:
      'Discuss funding tied to your MRR and ARR, software and API patents, and support to scale.',
    submitLabel: 'Request SaaS Consultation',
    title: 'SaaS Partnership Inquiry | Inlet Ventures',
    description:
      'Running a SaaS business with recurring revenue? Talk to Inlet Ventures about MRR-based funding, software and API patents, and hands-on help to scale.',
    prefill: contextPrefills.saas,
  },
  resources: {
    heading: 'Get the Founder Toolkit',
    subtitle:
      'Ask for our business-planning and pitch templates, or a conversation about the guide you just read.',
    submitLabel: 'Request Resources',
    title: 'Request Founder Resources | Inlet Ventures',
    description:
      'Ask Inlet Ventures for business-planning and pitch templates, or talk through a guide with a partner. Practical resources for founders with traction.',
    prefill: contextPrefills.resources,
  },
  glossary: {
    heading: 'Questions About a Term?',
    subtitle: 'Ask us about any funding, IP or growth term and how it applies to your company.',
    submitLabel: 'Send Your Question',
    title: 'Ask Inlet Ventures a Question | Contact',
    description: `Not sure how a funding, patent or growth term applies to your company? Ask the ${site.name} partners; we answer founder questions within ${site.responseHours} hours.`,
    prefill: contextPrefills.glossary,
  },
}
