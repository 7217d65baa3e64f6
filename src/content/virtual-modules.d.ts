declare module 'virtual:blog-index' {
  import type { ArticleSummary } from '@/content/blog-types';
  export const articles: ArticleSummary[];
}

declare module 'virtual:blog-recent' {
  import type { ArticleSummary } from '@/content/blog-types';
  /** Only what the blog's side column shows of each recent post. */
  export const recentPosts: Pick<ArticleSummary, 'slug' | 'title' | 'date' | 'thumb'>[];
}
