import { type JsonLd, serializeJsonLd } from './structured-data-core'

/** One `<script type="application/ld+json">` holding `nodes` in a schema.org graph. */
export function JsonLdScript({ nodes }: { nodes: readonly JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes "<"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes) }}
    />
  )
}
