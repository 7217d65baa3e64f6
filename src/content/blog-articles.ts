// Article bodies: one lazy chunk per article. Deliberately free of the full index, so an article
// page does not download the summaries of every other article.
import { articleLoaders as loaders } from 'virtual:blog-articles';
import type { ArticleModule } from './blog-types';
import { articleFile } from './blog-categories';

export function hasArticle(slug: string): boolean {
  return `/${articleFile(slug)}` in loaders;
}

export function loadArticle(slug: string): Promise<ArticleModule> {
  const load = loaders[`/${articleFile(slug)}`];
  if (!load) return Promise.reject(new Error(`No article ${slug}`));
  return load();
}
