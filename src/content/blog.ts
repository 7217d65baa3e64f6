// The blog index for the SPA: summaries of every article (no bodies), newest first.
import { articles } from 'virtual:blog-index';
import type { ArticleSummary } from './blog-types';

export const allArticles: ArticleSummary[] = articles;
const bySlug = new Map(articles.map((a) => [a.slug, a]));

export function findArticle(slug: string): ArticleSummary | undefined {
  return bySlug.get(slug);
}
