// Page bodies, one lazy chunk each. Apart from pages.ts so the routes table (in every first load)
// does not carry the loader of every page.
import { pageFile, type PageModule } from './pages';

const loaders = import.meta.glob<PageModule>('/src/content/pages/*.md');

export function loadPage(slug: string): Promise<PageModule> {
  const load = loaders[`/${pageFile(slug)}`];
  if (!load) return Promise.reject(new Error(`No page ${slug}`));
  return load();
}
