import type { Faq } from '../partnerships'

/** This vertical's questions and answers, loaded only when the document does not hold them. */
export const faq: Faq[] = [
  {
    question: 'What MRR or ARR Do We Need Before Talking to You?',
    answer:
      'We do not set a hard threshold. We care more about the shape of the numbers: steady growth, healthy retention and customers who would be upset to lose the product. Share what you have and we will tell you candidly whether the timing is right.',
  },
  {
    question: 'Can SaaS Software Actually Be Patented?',
    answer:
      'Some software can, when the invention is a specific technical solution rather than a business practice carried out on a computer. API designs, data synchronization methods and performance techniques are common candidates. Our registered patent attorneys assess patentability case by case, and this answer is general information rather than legal advice.',
  },
  {
    question: 'How Do You Help with Scalability?',
    answer:
      'Our engineers review your architecture, database design, deployment pipeline and cloud spend, then help you rank the changes that matter most for the next stage of growth. Where it makes sense, they work directly in your codebase alongside your team.',
  },
  {
    question: 'Do You Take a Board Seat?',
    answer:
      'It depends on the size and structure of the investment. For smaller checks we usually take an advisory or observer role, while a larger investment may include a board seat. Either way, governance is agreed in writing before any money moves.',
  },
]
