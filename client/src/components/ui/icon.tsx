/** A small stroke icon set drawn for this site (24×24, currentColor). */
const icons = {
  seed: 'M12 21v-8m0 0c0-4 3-7 8-7 0 5-3 7-8 7Zm0 0C12 9 9.5 6.5 4 6.5 4 11 7 13 12 13Z',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  code: 'm8 8-4 4 4 4m8-8 4 4-4 4m-2.5-10-3 12',
  scale: 'M12 4v16m-7 0h14M6 8h12M6 8l-3 6a3 3 0 0 0 6 0L6 8Zm12 0-3 6a3 3 0 0 0 6 0l-3-6Z',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  quote: 'M7 17c-2 0-3-1.5-3-3.5C4 10 6 7.5 9 6.5M17 17c-2 0-3-1.5-3-3.5 0-3.5 2-6 5-7',
  calendar: 'M5 6h14v14H5V6Zm0 4h14M9 3v4m6-4v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2',
  mail: 'M4 6h16v12H4V6Zm0 1 8 6 8-6',
} as const

export type IconName = keyof typeof icons

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
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
      <path d={icons[name]} />
    </svg>
  )
}
