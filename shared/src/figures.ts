/**
 * A price, a range or a count that must stay on one line: "$15K–$30K", "$50K to $500K+",
 * "150+ countries", "6–9 weeks". A count takes the word after it; a price stands alone.
 * Used by the site's copy rendering (client/src/components/ui/figures.tsx) and by the layout
 * browser tests, which look for the same figures in every page's text.
 */
export const figurePattern =
  /\$\d[\d,.]*[KMB]?\+?(?:\s?(?:–|to)\s?\$\d[\d,.]*[KMB]?\+?)?|\d[\d,.]*(?:\+|%|(?:–\d[\d,.]*))?\+?\s[a-z]+/g
