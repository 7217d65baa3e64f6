// Page bodies, one lazy chunk each. Apart from pages.ts so the routes table (in every first load)
// does not carry the loader of every page. On the Hindi site a page loads its Hindi version where it has one
// (pageFile says which).
import { pageLoaders as loaders } from 'virtual:content-pages';
import { pageFile, type PageModule } from './pages';

export function loadPage(slug: string): Promise<PageModule> {
  const load = loaders[`/${pageFile(slug)}`];
  if (!load) return Promise.reject(new Error(`No page ${slug}`));
  return load();
}
