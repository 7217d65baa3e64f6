// Vite plugin: compiles src/content/blog/*.md and src/content/pages/*.md at build time.
// - `import x from '.../slug.md'` -> { meta, html, headings } (each article its own chunk when imported lazily)
// - `virtual:blog-index` -> the list of article summaries, newest first (no bodies)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { resolveAppLinks, type AppLinks } from '../../src/lib/app-links.ts';
import { RECENT_POSTS, RECENT_POSTS_SHOWN } from '../../src/content/blog-categories.ts';
import type { ArticleMeta, ArticleSummary } from '../../src/content/blog-types.ts';
import { compileArticle, compilePage } from './blog-compiler.ts';

function summarise({ faq: _faq, tags: _tags, alsoRead: _alsoRead, ...summary }: ArticleMeta): ArticleSummary {
  return summary;
}

const INDEX_ID = 'virtual:blog-index';
const RESOLVED_INDEX_ID = '\0' + INDEX_ID;
const RECENT_ID = 'virtual:blog-recent';
const RESOLVED_RECENT_ID = '\0' + RECENT_ID;

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
  // Every article is compiled once per build (and again after a change in dev), not once per import.
  let compiled: ReturnType<typeof loadAllArticles> | null = null;
  const all = () => (compiled ??= loadAllArticles(root, appLinks));
  return {
    name: 'revolt-blog-content',
    buildStart() {
      compiled = null;
    },
    watchChange(id) {
      if (id.endsWith('.md')) compiled = null;
    },
    configResolved(config) {
      root = config.root;
      appLinks = resolveAppLinks({ ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env });
    },
    resolveId(id) {
      if (id === INDEX_ID) return RESOLVED_INDEX_ID;
      if (id === RECENT_ID) return RESOLVED_RECENT_ID;
      return null;
    },
    load(id) {
      if (id !== RESOLVED_INDEX_ID && id !== RESOLVED_RECENT_ID) return null;
      const dir = blogDir(root);
      for (const f of readdirSync(dir)) if (f.endsWith('.md')) this.addWatchFile(join(dir, f));
      const summaries = all()
        .map((a) => summarise(a.meta))
        .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
      if (id === RESOLVED_INDEX_ID) return `export const articles = ${JSON.stringify(summaries)};`;
      // The side column's recent posts: only these few, and only what the column shows, ship with an article page.
      const recent = RECENT_POSTS.slice(0, RECENT_POSTS_SHOWN)
        .map((slug) => summaries.find((a) => a.slug === slug))
        .filter((a) => a !== undefined)
        .map(({ slug, title, date, thumb }) => ({ slug, title, date, thumb }));
      return `export const recentPosts = ${JSON.stringify(recent)};`;
    },
    transform(code, id) {
      if (id.endsWith('.md') && id.includes('/content/pages/')) {
        const { meta, html, headings } = compilePage(code, id, appLinks);
        return { code: `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\nexport const headings = ${JSON.stringify(headings)};`, map: null };
      }
      if (!id.endsWith('.md') || !id.includes('/content/blog/')) return null;
      const { meta, html, headings } = compileArticle(code, id, appLinks);
      // Titles of the Also Read articles travel with the article, so its page needs no index.
      const alsoReadLinks = meta.alsoRead.flatMap((slug) => {
        const other = all().find((a) => a.meta.slug === slug)?.meta;
        return other ? [{ slug, title: other.title }] : [];
      });
      const module = { meta, html, headings, alsoReadLinks };
      return {
        code: Object.entries(module)
          .map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`)
          .join('\n'),
        map: null,
      };
    },
  };
}
