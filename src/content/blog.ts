// The blog collection for the SPA: summaries (no bodies) and lazy loaders, one chunk per article.
import { articles } from 'virtual:blog-index';
import type { ArticleModule, ArticleSummary } from './blog-types';

const loaders = import.meta.glob<ArticleModule>('/src/content/blog/*.md');

export const allArticles: ArticleSummary[] = articles;
const bySlug = new Map(articles.map((a) => [a.slug, a]));

export function findArticle(slug: string): ArticleSummary | undefined {
  return bySlug.get(slug);
}

export function articleFile(slug: string): string {
  return `src/content/blog/${slug}.md`;
}

export function loadArticle(slug: string): Promise<ArticleModule> {
  const load = loaders[`/${articleFile(slug)}`];
  if (!load) return Promise.reject(new Error(`No article ${slug}`));
  return load();
}
