import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, TOAST_LIMIT, Toaster, toast, toastStore } from './toast'

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const item of toastStore.getSnapshot()) toastStore.dismiss(item.id)
    vi.useRealTimers()
  })

  it('when a toast is raised, then it is shown in a polite live region', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Message sent!', description: 'Soon.' })
    })
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(within(region).getByText('Message sent!')).toBeTruthy()
  })

  it('when more than three are raised, then only the newest three are visible', () => {
    render(<Toaster />)
    act(() => {
      for (const n of [1, 2, 3, 4]) toast({ title: `Toast ${n}` })
    })
    expect(screen.getAllByRole('listitem')).toHaveLength(TOAST_LIMIT)
    expect(screen.queryByText('Toast 1')).toBeNull()
  })

  it('when 4000 ms pass, then the toast is dismissed, and not a moment before', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Gone soon', variant: 'destructive' })
    })
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(screen.getByText('Gone soon')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Gone soon')).toBeNull()
  })

  it('when a toast with the same key is raised, then it replaces the old one', () => {
    render(<Toaster />)
    act(() => {
      toast({ key: 'form', title: 'Invalid form data', description: 'Name is required' })
      toast({ key: 'form', title: 'Invalid form data', description: 'Invalid email address' })
    })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    act(() => toastStore.dismissKey('form'))
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })

  it('when a toast is persistent, then it stays past 4000 ms until dismissed', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Stays', persistent: true })
    })
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10))
    expect(screen.getByText('Stays')).toBeTruthy()
  })
})
