/**
 * The social card of a page (og:image, twitter:image): a 1200×630 PNG drawn at build time
 * with satori (layout to SVG) and resvg (SVG to PNG), in the studio's colors, with its mark,
 * all in the pages' display face, Gelasio (scripts/fonts.ts): the pages' body text is the
 * reader's own system sans, which no card can match on every device (docs/decisions/031).
 */
import { SOCIAL_CARD } from '@inlet/shared/paths'
import { Resvg } from '@resvg/resvg-js'
import { createElement as h } from 'react'
import satori, { type Font } from 'satori'
import { DISPLAY_FAMILY, DISPLAY_WEIGHTS, fontsourceFile } from './fonts.ts'

const { width: CARD_WIDTH, height: CARD_HEIGHT } = SOCIAL_CARD

const BRAND = ' | Inlet Ventures'
const BRAND_FIRST = 'Inlet Ventures | '

export interface CardContent {
  /** The page's title without the studio's name. */
  heading: string
  /** Where the page sits: its breadcrumb trail, or the blog and the article's category. */
  section: string
  /** Articles only: minutes of reading. */
  readTime?: number
}

/** A page's card content, from its manifest entry, its breadcrumbs and (articles) its post. */
export function cardContent(
  route: { path: string; title: string },
  crumbs: ReadonlyArray<{ name: string; path: string }>,
  post?: { title: string; category: string; readTime: number },
): CardContent {
  if (post) {
    return { heading: post.title, section: `Blog · ${post.category}`, readTime: post.readTime }
  }
  const heading = route.title.replace(BRAND_FIRST, '').replace(BRAND, '')
  // The home page's trail is itself ("Home"); every other page's leaves Home out.
  const trail = crumbs.length > 1 ? crumbs.slice(1) : crumbs
  return { heading, section: trail.map((crumb) => crumb.name).join(' · ') }
}

let fonts: Font[] | undefined
/** The card's faces: the pages' display face in its weights (woff: satori reads no woff2). */
export function cardFonts(): Font[] {
  fonts ??= DISPLAY_WEIGHTS.map((weight) => ({
    name: DISPLAY_FAMILY,
    data: fontsourceFile(weight, 'woff'),
    weight,
  }))
  return fonts
}

const colors = {
  navy: '#0f2a47',
  deep: '#081a2d',
  tide: '#0f766e',
  sun: '#f2a541',
  foam: '#e6f4f1',
}

/** Renders one card to PNG bytes. `mark` is the studio's logo (SVG source). */
export async function renderCard(card: CardContent, mark: string, host: string): Promise<Buffer> {
  const logo = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`
  const headingSize = card.heading.length > 60 ? 56 : 68
  const tree = h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px 72px',
        boxSizing: 'border-box',
        backgroundColor: colors.navy,
        backgroundImage: `linear-gradient(135deg, ${colors.navy} 0%, ${colors.deep} 100%)`,
        fontFamily: DISPLAY_FAMILY,
        color: 'white',
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', gap: 20 } },
      h('img', { src: logo, width: 64, height: 64 }),
      h('span', { style: { fontSize: 34, fontWeight: 700 } }, 'Inlet Ventures'),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', gap: 24 } },
      h(
        'span',
        {
          style: {
            fontSize: 26,
            fontWeight: 700,
            letterSpacing: 3,
            textTransform: 'uppercase',
            color: colors.sun,
          },
        },
        card.section,
      ),
      h(
        'span',
        {
          style: {
            fontSize: headingSize,
            fontWeight: 700,
            lineHeight: 1.15,
            maxWidth: 1000,
          },
        },
        card.heading,
      ),
    ),
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: CARD_WIDTH,
        height: 14,
        backgroundImage: `linear-gradient(90deg, ${colors.tide}, ${colors.sun})`,
      },
    }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 26,
          color: colors.foam,
        },
      },
      h('span', null, host),
      card.readTime ? h('span', null, `${card.readTime} min read`) : null,
    ),
  )
  const svg = await satori(tree, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts() })
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}
