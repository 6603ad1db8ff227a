import type { ReactNode } from 'react'
import { useReveal } from '../../hooks/use-reveal'

/** Literal class names so Tailwind generates them; index i waits i × 150 ms. */
const STAGGER_150 = ['delay-0', 'delay-150', 'delay-300', 'delay-450', 'delay-600', 'delay-750']

export function staggerClass(index: number): string {
  return STAGGER_150[index % STAGGER_150.length] ?? ''
}

interface RevealProps {
  children: ReactNode
  className?: string
  /** Position in a staggered group (150 ms per step). */
  index?: number
}

/** A block that fades and slides in the first time it scrolls into view. */
export function Reveal({ children, className = '', index }: RevealProps) {
  const ref = useReveal<HTMLDivElement>()
  const delay = index === undefined ? '' : staggerClass(index)
  return (
    <div ref={ref} className={`reveal ${delay} ${className}`.trim()}>
      {children}
    </div>
  )
}
