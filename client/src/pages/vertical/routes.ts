import { paths } from '@inlet/shared/paths'

/** The paths this folder draws, one page for each vertical (read by app/pages.tsx at start-up). */
export const routes = [paths.fintech, paths.aiml, paths.saas]
