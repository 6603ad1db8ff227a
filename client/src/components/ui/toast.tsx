import { useEffect, useSyncExternalStore } from 'react'

export const TOAST_DURATION_MS = 4000
export const TOAST_LIMIT = 3

export interface Toast {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** At most one toast per key is shown: a new one replaces the old. */
  key?: string
  /** Stays until dismissed (a form's error stays until it is fixed or dismissed). */
  persistent?: boolean
}

type Listener = () => void

/** A tiny store outside React, so any code (mutations, handlers) can raise a toast. */
function createToastStore() {
  let toasts: Toast[] = []
  let nextId = 1
  const listeners = new Set<Listener>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
    show(toast: Omit<Toast, 'id'>): number {
      const id = nextId++
      const others = toast.key ? toasts.filter((item) => item.key !== toast.key) : toasts
      toasts = [{ ...toast, id }, ...others].slice(0, TOAST_LIMIT)
      emit()
      return id
    },
    dismiss(id: number) {
      toasts = toasts.filter((toast) => toast.id !== id)
      emit()
    },
    dismissKey(key: string) {
      if (toasts.some((toast) => toast.key === key)) {
        toasts = toasts.filter((toast) => toast.key !== key)
        emit()
      }
    },
  }
}

export const toastStore = createToastStore()
export const toast = (input: Omit<Toast, 'id'>) => toastStore.show(input)
const EMPTY: Toast[] = []

function ToastItem({ item }: { item: Toast }) {
  useEffect(() => {
    if (item.persistent) return
    const timer = setTimeout(() => toastStore.dismiss(item.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [item.id, item.persistent])
  const destructive = item.variant === 'destructive'
  return (
    <li
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-ink'
      }`}
      data-variant={item.variant ?? 'default'}
    >
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => toastStore.dismiss(item.id)}
        className="-m-1 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        ×
      </button>
    </li>
  )
}

/** The notification area: a polite live region, so screen readers announce each toast. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => EMPTY)
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex print:hidden justify-center px-4 sm:inset-x-auto sm:right-4 sm:justify-end"
    >
      <ol className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ol>
    </section>
  )
}
