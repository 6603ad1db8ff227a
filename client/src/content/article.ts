/** What every article page shows around its body. */
export const articleFrame = {
  back: 'Back to Blog',
  tagsLabel: 'Tags',
  disclaimerLabel: 'Disclaimer',
  disclaimer:
    'This article is for general information only and is not legal, financial, tax, investment or other professional advice. Speak with qualified advisers about your own situation before acting on it.',
} as const
