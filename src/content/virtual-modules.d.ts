declare module 'virtual:blog-index' {
  import type { ArticleSummary } from '@/content/blog-types';
  export const articles: ArticleSummary[];
}

declare module 'virtual:blog-recent' {
  import type { ArticleSummary } from '@/content/blog-types';
  /** Only what the blog's side column shows of each recent post. */
  export const recentPosts: Pick<ArticleSummary, 'slug' | 'title' | 'date' | 'thumb'>[];
}

declare module 'virtual:blog-articles' {
  import type { ArticleModule } from '@/content/blog-types';
  /** The build's language's articles, by source file ("/src/content/blog/slug.md", or blog-hi on the Hindi site). */
  export const articleLoaders: Record<string, () => Promise<ArticleModule>>;
}

declare module 'virtual:content-pages' {
  import type { PageModule } from '@/content/pages';
  /** Every page, by source file ("/src/content/pages/slug.md"); on the Hindi site also the Hindi versions (pages-hi). */
  export const pageLoaders: Record<string, () => Promise<PageModule>>;
}
