import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REVEAL_THRESHOLD, revealWhenSeen } from '../../hooks/use-reveal'
import { Reveal } from './reveal'

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void
let observers: Array<{
  callback: Callback
  options: IntersectionObserverInit
  observed: Element[]
}> = []

describe('Reveal', () => {
  beforeEach(() => {
    observers = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number]
        constructor(callback: Callback, options: IntersectionObserverInit) {
          this.record = { callback, options, observed: [] }
          observers.push(this.record)
        }
        observe(element: Element) {
          this.record.observed.push(element)
        }
        unobserve(element: Element) {
          this.record.observed = this.record.observed.filter((other) => other !== element)
        }
        disconnect() {
          this.record.observed = []
        }
      },
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('when 10% becomes visible, then it is marked visible once and stops observing', () => {
    render(<Reveal index={2}>Card</Reveal>)
    const element = screen.getByText('Card')
    const observer = observers[0]
    expect(observer?.options.threshold).toBe(REVEAL_THRESHOLD)
    expect(element.hasAttribute('data-visible')).toBe(false)
    expect(observer?.observed).toEqual([element])
    act(() => observer?.callback([{ isIntersecting: true, target: element }]))
    expect(element.hasAttribute('data-visible')).toBe(true)
    expect(observer?.observed).toEqual([])
  })

  it('when the observer has not reported yet, then nothing is hidden', () => {
    render(<Reveal>Card</Reveal>)
    const element = screen.getByText('Card')
    expect(element.hasAttribute('data-waiting')).toBe(false)
  })

  it('when out of view, then it waits hidden; when it comes into view, then it fades in', () => {
    render(<Reveal>Card</Reveal>)
    const element = screen.getByText('Card')
    act(() => observers[0]?.callback([{ isIntersecting: false, target: element }]))
    expect(element.hasAttribute('data-waiting')).toBe(true)
    expect(element.hasAttribute('data-visible')).toBe(false)
    expect(observers[0]?.observed).toEqual([element])
    act(() => observers[0]?.callback([{ isIntersecting: true, target: element }]))
    expect(element.hasAttribute('data-waiting')).toBe(false)
    expect(element.hasAttribute('data-visible')).toBe(true)
  })

  it('when already on screen at the first report, then it is never hidden', () => {
    render(<Reveal>Card</Reveal>)
    const element = screen.getByText('Card')
    act(() => observers[0]?.callback([{ isIntersecting: true, target: element }]))
    expect(element.hasAttribute('data-waiting')).toBe(false)
    expect(element.hasAttribute('data-visible')).toBe(true)
  })

  it('when several blocks are watched at once, then each is revealed as it comes into view', () => {
    const [first, second] = [document.createElement('div'), document.createElement('div')]
    const stop = revealWhenSeen([first, second])
    act(() => observers[0]?.callback([{ isIntersecting: true, target: second }]))
    expect([first.hasAttribute('data-visible'), second.hasAttribute('data-visible')]).toEqual([
      false,
      true,
    ])
    expect(observers[0]?.observed).toEqual([first])
    stop()
    expect(observers[0]?.observed).toEqual([])
  })

  it('when part of a staggered group, then each step waits 150 ms more', () => {
    render(
      <>
        <Reveal index={0}>A</Reveal>
        <Reveal index={3}>D</Reveal>
      </>,
    )
    expect(screen.getByText('A').className).toContain('delay-0')
    expect(screen.getByText('D').className).toContain('delay-450')
  })
})
