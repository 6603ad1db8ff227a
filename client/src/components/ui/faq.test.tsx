import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FaqItem } from '../../content/types'
import { faqPage } from '../seo/json-ld'
import { serializeJsonLd } from '../seo/structured-data-core'
import { adoptOrLoadFaq, FaqAccordion, nextOpen } from './faq'

const items: FaqItem[] = [
  { question: 'What is the first question?', answer: 'The first answer.' },
  { question: 'What is the second question?', answer: 'The second answer.' },
  { question: 'What is the third question?', answer: 'The third answer.' },
]

const renderFaq = () => {
  render(<FaqAccordion items={items} />)
  const buttons = items.map((item) => screen.getByRole('button', { name: item.question }))
  const panels = items.map((item) => {
    const panel = screen.getByText(item.answer).closest('section')
    if (!panel) throw new Error(`no panel for ${item.question}`)
    return panel
  })
  return { buttons, panels }
}

const expanded = (buttons: HTMLElement[]) =>
  buttons.map((button) => button.getAttribute('aria-expanded'))
const hidden = (panels: HTMLElement[]) => panels.map((panel) => panel.hidden)

describe('nextOpen', () => {
  it('when nothing is open and an item is chosen, then that item opens', () => {
    expect(nextOpen(null, 0)).toBe(0)
    expect(nextOpen(null, 2)).toBe(2)
  })

  it('when another item is open and a new one is chosen, then the new one opens instead', () => {
    expect(nextOpen(0, 1)).toBe(1)
    expect(nextOpen(3, 0)).toBe(0)
  })

  it('when the open item is chosen again, then nothing is open', () => {
    expect(nextOpen(1, 1)).toBeNull()
    expect(nextOpen(0, 0)).toBeNull()
  })
})

describe('FaqAccordion', () => {
  it('when rendered, then every question is a collapsed button and every answer is hidden', () => {
    const { buttons, panels } = renderFaq()
    expect(expanded(buttons)).toEqual(['false', 'false', 'false'])
    expect(hidden(panels)).toEqual([true, true, true])
    for (const item of items) {
      expect(screen.queryByRole('region', { name: item.question })).toBeNull()
    }
  })

  it('when question 1 is clicked, then it expands and its answer is shown', async () => {
    const { buttons, panels } = renderFaq()
    await userEvent.click(buttons[0] as HTMLElement)
    expect(expanded(buttons)).toEqual(['true', 'false', 'false'])
    expect(hidden(panels)).toEqual([false, true, true])
    expect(screen.getByRole('region', { name: items[0]?.question }).textContent).toBe(
      'The first answer.',
    )
  })

  it('when question 2 is clicked after 1, then 2 opens and 1 closes; clicking 2 again closes it', async () => {
    const { buttons, panels } = renderFaq()
    await userEvent.click(buttons[0] as HTMLElement)
    await userEvent.click(buttons[1] as HTMLElement)
    expect(expanded(buttons)).toEqual(['false', 'true', 'false'])
    expect(hidden(panels)).toEqual([true, false, true])
    await userEvent.click(buttons[1] as HTMLElement)
    expect(expanded(buttons)).toEqual(['false', 'false', 'false'])
    expect(hidden(panels)).toEqual([true, true, true])
  })

  it('when a focused question gets Enter, then it opens, and Enter again closes it', async () => {
    const user = userEvent.setup()
    const { buttons, panels } = renderFaq()
    await user.tab()
    expect(document.activeElement).toBe(buttons[0])
    await user.keyboard('{Enter}')
    expect(expanded(buttons)).toEqual(['true', 'false', 'false'])
    expect(hidden(panels)).toEqual([false, true, true])
    await user.keyboard('{Enter}')
    expect(expanded(buttons)).toEqual(['false', 'false', 'false'])
    expect(hidden(panels)).toEqual([true, true, true])
  })

  it('when a focused question gets Space, then it opens, and Space again closes it', async () => {
    const user = userEvent.setup()
    const { buttons, panels } = renderFaq()
    ;(buttons[2] as HTMLElement).focus()
    expect(document.activeElement).toBe(buttons[2])
    await user.keyboard(' ')
    expect(expanded(buttons)).toEqual(['false', 'false', 'true'])
    expect(hidden(panels)).toEqual([true, true, false])
    await user.keyboard(' ')
    expect(expanded(buttons)).toEqual(['false', 'false', 'false'])
    expect(hidden(panels)).toEqual([true, true, true])
  })

  it('when rendered, then each button controls its own panel and each panel is labelled by its button', () => {
    const { buttons, panels } = renderFaq()
    const ids = new Set<string>()
    expect(buttons).toHaveLength(items.length)
    buttons.forEach((button, index) => {
      const panel = panels[index] as HTMLElement
      expect(button.id).not.toBe('')
      expect(panel.id).not.toBe('')
      expect(button.getAttribute('aria-controls')).toBe(panel.id)
      expect(document.getElementById(panel.id)).toBe(panel)
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id)
      expect(document.getElementById(button.id)).toBe(button)
      ids.add(button.id).add(panel.id)
    })
    expect(ids.size).toBe(items.length * 2)
  })

  it('when two accordions are on one page, then their ids do not collide', () => {
    render(
      <>
        <FaqAccordion items={items.slice(0, 1)} />
        <FaqAccordion items={items.slice(1, 2)} />
      </>,
    )
    const [first, second] = screen.getAllByRole('button')
    expect(first?.id).not.toBe(second?.id)
    expect(first?.getAttribute('aria-controls')).not.toBe(second?.getAttribute('aria-controls'))
  })
})

describe('adoptOrLoadFaq', () => {
  /** The document as the prerender writes it: the page's structured data in one script. */
  const holdData = (path: string, faq: readonly FaqItem[]) => {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = serializeJsonLd([{ '@type': 'Organization' }, faqPage(faq, path)])
    document.body.append(script)
  }
  afterEach(() => {
    document.body.replaceChildren()
  })

  it('when the document holds this page’s FAQPage data, then the items are read from it and nothing is loaded', async () => {
    const tricky = [{ question: 'Is </script> & “quoted” text kept?', answer: 'Yes, as typed.' }]
    holdData('/ip', tricky)
    const load = vi.fn(async () => items)
    expect(await adoptOrLoadFaq('/ip', load)).toEqual(tricky)
    expect(load).not.toHaveBeenCalled()
  })

  it('when the document holds another page’s FAQPage data (a client-side navigation), then the items are loaded', async () => {
    holdData('/partnerships', [{ question: 'Another page?', answer: 'Yes.' }])
    expect(await adoptOrLoadFaq('/ip', async () => items)).toEqual(items)
  })

  it('when the document holds no structured data, then the items are loaded', async () => {
    expect(await adoptOrLoadFaq('/ip', async () => items)).toEqual(items)
  })
})
