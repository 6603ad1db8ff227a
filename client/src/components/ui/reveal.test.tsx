import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REVEAL_THRESHOLD } from '../../hooks/use-reveal'
import { Reveal } from './reveal'

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void
let observers: Array<{
  callback: Callback
  options: IntersectionObserverInit
  disconnected: boolean
}> = []

describe('Reveal', () => {
  beforeEach(() => {
    observers = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number]
        constructor(callback: Callback, options: IntersectionObserverInit) {
          this.record = { callback, options, disconnected: false }
          observers.push(this.record)
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true
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
    act(() => observer?.callback([{ isIntersecting: true }]))
    expect(element.hasAttribute('data-visible')).toBe(true)
    expect(observer?.disconnected).toBe(true)
  })

  it('when not yet intersecting, then it stays hidden', () => {
    render(<Reveal>Card</Reveal>)
    act(() => observers[0]?.callback([{ isIntersecting: false }]))
    expect(screen.getByText('Card').hasAttribute('data-visible')).toBe(false)
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
