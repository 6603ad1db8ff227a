import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FaqItem } from '../../content/types'
import { faqPage } from '../seo/json-ld'
import { serializeJsonLd } from '../seo/structured-data-core'
import { Faq } from './faq'

const items: FaqItem[] = [
  { question: 'What is the first question?', answer: 'The first answer.' },
  { question: 'What is the second question?', answer: 'The second answer.' },
  { question: 'What is the third question?', answer: 'The third answer.' },
]

describe('Faq', () => {
  it('when drawn, then each item is a closed disclosure of one group, its question the summary', () => {
    const { container } = render(<Faq path="/p" title="Questions" items={items} />)
    const details = [...container.querySelectorAll('details')]
    expect(details.map((item) => item.querySelector('summary')?.textContent)).toEqual(
      items.map((item) => item.question),
    )
    // One name: the browser keeps one open at a time (an exclusive accordion).
    expect(new Set(details.map((item) => item.getAttribute('name')))).toEqual(new Set(['faq']))
    expect(details.every((item) => !item.open)).toBe(true)
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' }).id).toBe('faq-title')
  })

  it('when drawn, then its FAQPage data lists the same questions and answers, in order', () => {
    const { container } = render(<Faq path="/p" title="Questions" items={items} />)
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.textContent).toBe(serializeJsonLd([faqPage(items, '/p')]))
    expect(script?.textContent).toContain('The third answer.')
  })
})
