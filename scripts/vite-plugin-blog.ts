// Vite plugin: compiles src/content/blog/*.md at build time.
// - `import x from '.../slug.md'` -> { meta, html, headings } (each article its own chunk when imported lazily)
// - `virtual:blog-index` -> the list of article summaries, newest first (no bodies)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { resolveAppLinks, type AppLinks } from '../src/lib/app-links.ts';
import { compileArticle } from './blog-compiler.ts';

const INDEX_ID = 'virtual:blog-index';
const RESOLVED_INDEX_ID = '\0' + INDEX_ID;

export function blogDir(root: string): string {
  return resolve(root, 'src/content/blog');
}

export function loadAllArticles(root: string, appLinks: AppLinks) {
  const dir = blogDir(root);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => compileArticle(readFileSync(join(dir, f), 'utf8'), f, appLinks));
}

export function blogContent(): Plugin {
  let root = process.cwd();
  let appLinks: AppLinks = resolveAppLinks(process.env);
  return {
    name: 'revolt-blog-content',
    configResolved(config) {
      root = config.root;
      appLinks = resolveAppLinks({ ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env });
    },
    resolveId(id) {
      return id === INDEX_ID ? RESOLVED_INDEX_ID : null;
    },
    load(id) {
      if (id === RESOLVED_INDEX_ID) {
        const dir = blogDir(root);
        for (const f of readdirSync(dir)) if (f.endsWith('.md')) this.addWatchFile(join(dir, f));
        const summaries = loadAllArticles(root, appLinks)
          .map((a) => a.meta)
          .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)))
          .map(({ faq: _faq, tags: _tags, alsoRead: _alsoRead, ...summary }) => summary);
        return `export const articles = ${JSON.stringify(summaries)};`;
      }
      return null;
    },
    transform(code, id) {
      if (!id.endsWith('.md') || !id.includes('/content/blog/')) return null;
      const { meta, html, headings } = compileArticle(code, id, appLinks);
      return {
        code: `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\nexport const headings = ${JSON.stringify(headings)};\nexport default { meta, html, headings };`,
        map: null,
      };
    },
  };
}
