import { useCallback, useEffect, useState } from 'react'
import { toast, toastStore } from '../../components/ui/toast'
import { offlineNotice } from './send-failure'

/**
 * The form's lazy half: the shared rules (zod), the typo hint, the proof's solver, the error
 * summary and the failure notice, loaded on the visitor's first touch (`lazy-half.ts`).
 */
export const loadLazyHalf = () => import('./lazy-half')
export type LazyHalf = Awaited<ReturnType<typeof loadLazyHalf>>

/** Said when the lazy half cannot load while the browser is online. */
const notLoaded = {
  title: 'Error',
  description: 'The form could not load. Please check your connection and try again.',
} as const

/**
 * The lazy half once loaded (what the form draws after a submit or a hint comes with it);
 * `load`, which loads it and keeps it; and `forSubmit`, which a submit waits on: the lazy half,
 * or none after a toast that says why (without it, only a toast can; keyed `<form>-failed`, it
 * goes at the next submit and with the form).
 */
export function useLazyHalf(form: string) {
  const [half, setHalf] = useState<LazyHalf>()
  const load = useCallback(
    () =>
      loadLazyHalf().then((loaded) => {
        setHalf(loaded)
        return loaded
      }),
    [],
  )
  const failedKey = `${form}-failed`
  useEffect(() => () => toastStore.dismissKey(failedKey), [failedKey])

  const forSubmit = async (): Promise<LazyHalf | undefined> => {
    toastStore.dismissKey(failedKey)
    try {
      return half ?? (await load())
    } catch (error) {
      console.error('Inquiry could not be sent', error)
      const notice = navigator.onLine ? notLoaded : offlineNotice
      toast({ key: failedKey, persistent: true, variant: 'destructive', ...notice })
      return undefined
    }
  }
  return { half, load, forSubmit }
}

export type LazyHalfState = ReturnType<typeof useLazyHalf>
