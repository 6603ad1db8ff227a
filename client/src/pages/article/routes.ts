import { postIndex } from 'virtual:post-index'
import { postPath } from '@inlet/shared/paths'

/** The paths this folder draws, one per article (read by app/pages.tsx at start-up). */
export const routes = postIndex.map((post) => postPath(post.slug))
