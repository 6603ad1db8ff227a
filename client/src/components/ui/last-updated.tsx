/** One text node with its space, as the page has always printed it (no `<!-- -->` between). */
const label = 'Last updated '

export function LastUpdated({ date }: { date?: string }) {
  if (!date) return null
  return (
    <p className="container-page py-8 text-sm text-mist">
      {label}
      <span className="font-medium text-ink">{date}</span>
    </p>
  )
}
