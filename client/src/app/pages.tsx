import { postIndex } from 'virtual:post-index'
import { paths, postPath } from '@inlet/shared/paths'
import { type ComponentType, lazy } from 'react'
import type { FrameProps, PageModule } from '../pages/frame'

type Loading = Promise<PageModule>

const loadVertical = (id: 'fintech' | 'aiml' | 'saas'): Loading =>
  import('../pages/vertical').then((module) => module.verticalPage(id))

const loadLegal = (name: 'privacy' | 'terms'): Loading =>
  import('../pages/legal').then((module) => module.legalPage(name))

/** One import site for every article: the article chunk then loads that article's body. */
const loadArticle = (slug: string): Loading =>
  import('../pages/article').then((module) => module.articlePage(slug))

/** Which page draws which path: the only place that binds a path to its lazy page chunk. */
export const pageLoaders: Readonly<Record<string, () => Loading>> = {
  [paths.home]: () => import('../pages/home').then((module) => module.homePageModule()),
  [paths.partnerships]: () =>
    import('../pages/partnerships').then((module) => module.partnershipsPageModule()),
  [paths.fintech]: () => loadVertical('fintech'),
  [paths.aiml]: () => loadVertical('aiml'),
  [paths.saas]: () => loadVertical('saas'),
  [paths.ip]: () => import('../pages/ip').then((module) => module.ipPageModule()),
  [paths.about]: () => import('../pages/about').then((module) => module.aboutPageModule()),
  [paths.resources]: () =>
    import('../pages/resources').then((module) => module.resourcesPageModule()),
  [paths.glossary]: () => import('../pages/glossary').then((module) => module.glossaryPageModule()),
  [paths.privacy]: () => loadLegal('privacy'),
  [paths.terms]: () => loadLegal('terms'),
  [paths.contact]: () => import('../pages/contact'),
  [paths.thankYou]: () => import('../pages/thank-you'),
  [paths.blog]: () => import('../pages/blog').then((module) => module.blogPageModule()),
  ...Object.fromEntries(
    postIndex.map((post) => [postPath(post.slug), () => loadArticle(post.slug)] as const),
  ),
}

/**
 * A route's page in its frame. The frame's code (head tags, breadcrumbs) and the route's data
 * are loaded with the page chunk, not with the shell; the Frame a page gets knows its route.
 */
function framedPage(load: () => Loading): ComponentType {
  return lazy(async () => {
    const [{ PageFrame }, { default: Page, route }] = await Promise.all([
      import('./page-frame'),
      load(),
    ])
    const Frame = (props: FrameProps) => <PageFrame route={route} {...props} />
    return { default: () => <Page route={route} Frame={Frame} /> }
  })
}

/** Every route's page, framed; the head data of a route arrives with its page chunk. */
export const pages: ReadonlyMap<string, ComponentType> = new Map(
  Object.entries(pageLoaders).map(([path, load]) => [path, framedPage(load)]),
)
