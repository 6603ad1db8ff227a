/** /blog copy (the articles themselves are Markdown in posts/). */
export const blogPage = {
  hero: {
    eyebrow: 'Blog',
    title: 'Field Notes for Founders',
    lead: 'What we learn building companies with founders: raising capital, putting AI to work, shaping business models and growing an ecosystem on Florida’s coast.',
  },
  listLabel: 'Articles',
} as const
