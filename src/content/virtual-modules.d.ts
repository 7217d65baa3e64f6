declare module 'virtual:blog-index' {
  import type { ArticleSummary } from '@/content/blog-types';
  export const articles: ArticleSummary[];
}
