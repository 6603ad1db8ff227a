/** The interface's stroke icons (24×24, currentColor). Brand and card icons: brand-icon.tsx. */
const uiIconPaths = {
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  quote: 'M7 17c-2 0-3-1.5-3-3.5C4 10 6 7.5 9 6.5M17 17c-2 0-3-1.5-3-3.5 0-3.5 2-6 5-7',
  calendar: 'M5 6h14v14H5V6Zm0 4h14M9 3v4m6-4v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2',
  mail: 'M4 6h16v12H4V6Zm0 1 8 6 8-6',
  chevron: 'm6 9 6 6 6-6',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  check: 'm5 12 5 5 9-10',
} as const

export type IconName = keyof typeof uiIconPaths

/** A 24×24 stroke icon in currentColor, hidden from assistive technology (decoration). */
export function StrokeIcon({
  d,
  className = 'size-6',
}: {
  d: string
  className?: string | undefined
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <StrokeIcon d={uiIconPaths[name]} className={className} />
}
