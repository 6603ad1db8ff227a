import { useLayoutEffect, useRef } from 'react'

/**
 * The fields of `form` whose value is not the one React drew (`drawn`): on a prerendered page,
 * what the visitor typed, chose or let the browser fill in before the script ran.
 */
export function typedValues<V extends Record<string, string>>(
  form: HTMLFormElement,
  drawn: V,
): Partial<V> {
  const typed: Record<string, string> = {}
  for (const [field, value] of Object.entries(drawn)) {
    const control = form.elements.namedItem(field)
    if (control && 'value' in control && control.value !== value) typed[field] = control.value
  }
  return typed as Partial<V>
}

/**
 * Keeps what was typed into a prerendered form before React hydrated it (issue 42). Hydration
 * leaves a field's value as it finds it, but the next render writes the state back into every
 * field, and that state is still the empty (or prefilled) form the page was drawn with. So right
 * after the first render, before the browser paints, the fields that differ go to `adopt`, which
 * puts them in the state. On a client-side navigation the fields are React's own and equal.
 * Returns the ref for the `<form>`.
 */
export function useTypedBeforeHydration<V extends Record<string, string>>(
  drawn: V,
  adopt: (typed: Partial<V>) => void,
) {
  const form = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the values first drawn
  useLayoutEffect(() => {
    if (!form.current) return
    const typed = typedValues(form.current, drawn)
    if (Object.keys(typed).length > 0) adopt(typed)
  }, [])
  return form
}
