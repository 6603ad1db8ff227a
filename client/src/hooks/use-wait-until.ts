import { useEffect, useState } from 'react'

/** True until the time `at` (epoch ms) has come; false when there is none. */
export function useWaitUntil(at: number | undefined): boolean {
  const [, setTick] = useState(0)
  const waiting = at !== undefined && Date.now() < at
  useEffect(() => {
    if (at === undefined) return
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), Math.max(0, at - Date.now()))
    return () => clearTimeout(timer)
  }, [at])
  return waiting
}
