declare module 'virtual:blog-index' {
  import type { ArticleSummary } from '@/content/blog-types';
  export const articles: ArticleSummary[];
}

declare module 'virtual:blog-recent' {
  import type { ArticleSummary } from '@/content/blog-types';
  export const recentPosts: ArticleSummary[];
}
