import { postBodies } from 'virtual:post-bodies'
import { paths } from '@inlet/shared/paths'
import { article } from '../../components/seo/json-ld'
import { Icon } from '../../components/ui/icon'
import { Prerendered } from '../../components/ui/prerendered'
import type { PostSummary } from '../../content/post-schema'
import type { RouteDef } from '../../content/types'
import type { PageLoader, PageProps } from '../page'
import { articleFrame, articleRoute } from './copy'

interface ArticlePageProps extends PageProps {
  route: RouteDef
  post: PostSummary
  /** The article's body: build-time HTML, its own chunk. */
  loadBody: () => Promise<string>
}

function ArticlePage({ route, Frame, post, loadBody }: ArticlePageProps) {
  return (
    <Frame
      type="article"
      jsonLd={[
        article({
          title: post.title,
          description: post.excerpt,
          path: route.path,
          published: post.published,
          author: post.author,
          image: post.image,
          section: post.category,
          keywords: post.tags,
        }),
      ]}
    >
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <a
          href={paths.blog}
          className="inline-flex items-center gap-2 font-semibold text-tide underline-offset-4 hover:underline"
        >
          <Icon name="arrow" className="size-4 rotate-180" /> {articleFrame.back}
        </a>
        <header className="mt-6">
          <p className="eyebrow">{post.category}</p>
          <h1 className="mt-3 font-display text-3xl leading-tight font-bold text-navy sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-mist">
            {post.date ? (
              <>
                <time dateTime={post.published}>{post.date}</time> ·{' '}
              </>
            ) : null}
            {post.author} · {post.readTime} {articleFrame.minRead}
          </p>
          <img
            src={post.image}
            alt=""
            width={1080}
            height={360}
            className="mt-8 h-auto w-full rounded-2xl"
          />
        </header>
        <Prerendered
          id={bodyId(post.slug)}
          load={loadBody}
          className="mt-10 text-lg leading-relaxed text-ink [&_a]:font-medium [&_a]:text-tide [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:text-navy [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy [&_li]:mt-2 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:text-navy [&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6"
        />
        <ul className="mt-10 flex flex-wrap gap-2" aria-label={articleFrame.tagsLabel}>
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-foam px-3 py-1 text-sm text-tide-dark">
              {tag}
            </li>
          ))}
        </ul>
        <aside
          aria-label={articleFrame.disclaimerLabel}
          className="mt-10 rounded-2xl border border-slate-200 bg-sand p-6 text-sm text-ink"
        >
          <p>
            <strong>{articleFrame.disclaimerLabel}:</strong> {articleFrame.disclaimer}
          </p>
        </aside>
        <a
          href={paths.blog}
          className="mt-8 inline-flex items-center gap-2 font-semibold text-tide underline-offset-4 hover:underline"
        >
          <Icon name="arrow" className="size-4 rotate-180" /> {articleFrame.back}
        </a>
      </article>
    </Frame>
  )
}

const bodyId = (slug: string) => `post:${slug}`

/**
 * The page for one article's path. Its summary is a small chunk of its own; its body is a
 * static part (docs/decisions/045): kept from the document on the page the visitor loaded, and
 * loaded (its own chunk) on a navigation.
 */
const articlePage: PageLoader = async (path) => {
  const slug = path.slice(path.lastIndexOf('/') + 1)
  const loaders = postBodies[slug]
  if (!loaders) throw new Error(`No article ${slug}`)
  const { summary } = await loaders.summary()
  const loadBody = async () => (await loaders.body()).default
  // Title, excerpt and crumb come from the article's summary chunk (the post index in the
  // browser bundle carries only slugs).
  const route = articleRoute(summary)
  return {
    Page: ({ Frame }) => (
      <ArticlePage route={route} Frame={Frame} post={summary} loadBody={loadBody} />
    ),
    route,
  }
}
export default articlePage
