// Vite plugin: compiles the blog's and the content pages' Markdown at build time, in the build's language
// (docs/decisions/048-hindi.md): the English site reads src/content/blog and src/content/pages, the Hindi site
// (VITE_SITE_LANG=hi) src/content/blog-hi, and src/content/pages-hi where a page has a Hindi version.
// - `import x from '.../slug.md'` -> { meta, html, headings } (each article its own chunk when imported lazily)
// - `virtual:blog-index` -> the list of article summaries of the build's language, newest first (no bodies)
// - `virtual:blog-recent` -> what the side column shows of the recent posts
// - `virtual:blog-articles`, `virtual:content-pages` -> the lazy loaders of the build's language's articles and pages
//   (a glob of one folder: the other language's Markdown is no chunk of this build)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { resolveAppLinks, type AppLinks } from '../../src/lib/app-links.ts';
import { RECENT_POSTS, RECENT_POSTS_SHOWN } from '../../src/content/blog-categories.ts';
import type { ArticleMeta, ArticleSummary } from '../../src/content/blog-types.ts';
import { compileArticle, compilePage, type ContentLanguage } from './blog-compiler.ts';
import { siteLanguage } from './vite-plugin-messages.ts';

function summarise({ faq: _faq, tags: _tags, alsoRead: _alsoRead, ...summary }: ArticleMeta): ArticleSummary {
  return summary;
}

const INDEX_ID = 'virtual:blog-index';
const RESOLVED_INDEX_ID = '\0' + INDEX_ID;
const RECENT_ID = 'virtual:blog-recent';
const RESOLVED_RECENT_ID = '\0' + RECENT_ID;
const ARTICLES_ID = 'virtual:blog-articles';
const RESOLVED_ARTICLES_ID = '\0' + ARTICLES_ID;
const PAGES_ID = 'virtual:content-pages';
const RESOLVED_PAGES_ID = '\0' + PAGES_ID;

/** The folder of the blog's articles in a language. */
export function blogDir(root: string, lang: ContentLanguage = 'en'): string {
  return resolve(root, lang === 'en' ? 'src/content/blog' : `src/content/blog-${lang}`);
}

/** The folder of the content pages in a language (a language's folder holds only the pages it has). */
export function pagesDir(root: string, lang: ContentLanguage = 'en'): string {
  return resolve(root, lang === 'en' ? 'src/content/pages' : `src/content/pages-${lang}`);
}

/** The language of a Markdown file of src/content, from its folder; null for any other file. */
export function contentOf(id: string): { kind: 'blog' | 'pages'; lang: ContentLanguage } | null {
  const m = /[\\/]content[\\/](blog|pages)(?:-(hi))?[\\/][^\\/]+\.md$/.exec(id);
  return m ? { kind: m[1] as 'blog' | 'pages', lang: (m[2] as ContentLanguage | undefined) ?? 'en' } : null;
}

export function loadAllArticles(root: string, appLinks: AppLinks, lang: ContentLanguage = 'en') {
  const dir = blogDir(root, lang);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => compileArticle(readFileSync(join(dir, f), 'utf8'), f, appLinks, lang));
}

/** `lang`: the language of the site being built (VITE_SITE_LANG, English when unset). */
export function blogContent(lang: ContentLanguage = siteLanguage()): Plugin {
  let root = process.cwd();
  let appLinks: AppLinks = resolveAppLinks(process.env);
  // Every article is compiled once per build (and again after a change in dev), not once per import.
  const compiled: Partial<Record<ContentLanguage, ReturnType<typeof loadAllArticles>>> = {};
  const all = (l: ContentLanguage) => (compiled[l] ??= loadAllArticles(root, appLinks, l));
  const forget = () => {
    for (const l of Object.keys(compiled) as ContentLanguage[]) delete compiled[l];
  };
  return {
    name: 'revolt-blog-content',
    buildStart() {
      forget();
    },
    watchChange(id) {
      if (id.endsWith('.md')) forget();
    },
    configResolved(config) {
      root = config.root;
      appLinks = resolveAppLinks({ ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env });
    },
    resolveId(id) {
      if (id === INDEX_ID) return RESOLVED_INDEX_ID;
      if (id === RECENT_ID) return RESOLVED_RECENT_ID;
      if (id === ARTICLES_ID) return RESOLVED_ARTICLES_ID;
      if (id === PAGES_ID) return RESOLVED_PAGES_ID;
      return null;
    },
    load(id) {
      // Vite expands the globs (as in any module; a virtual one's must start at the root).
      if (id === RESOLVED_ARTICLES_ID) return `export const articleLoaders = import.meta.glob('/src/content/${lang === 'en' ? 'blog' : `blog-${lang}`}/*.md');`;
      if (id === RESOLVED_PAGES_ID)
        return lang === 'en'
          ? `export const pageLoaders = import.meta.glob('/src/content/pages/*.md');`
          : `export const pageLoaders = { ...import.meta.glob('/src/content/pages/*.md'), ...import.meta.glob('/src/content/pages-${lang}/*.md') };`;
      if (id !== RESOLVED_INDEX_ID && id !== RESOLVED_RECENT_ID) return null;
      const dir = blogDir(root, lang);
      for (const f of readdirSync(dir)) if (f.endsWith('.md')) this.addWatchFile(join(dir, f));
      const summaries = all(lang)
        .map((a) => summarise(a.meta))
        .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
      if (id === RESOLVED_INDEX_ID) return `export const articles = ${JSON.stringify(summaries)};`;
      // The side column's recent posts: only these few, and only what the column shows, ship with an article page.
      // English: the fixed list of SPEC §2; another language: its newest articles.
      const slugs = lang === 'en' ? RECENT_POSTS.slice(0, RECENT_POSTS_SHOWN) : summaries.slice(0, RECENT_POSTS_SHOWN).map((a) => a.slug);
      const recent = slugs
        .map((slug) => summaries.find((a) => a.slug === slug))
        .filter((a) => a !== undefined)
        .map(({ slug, title, date, thumb }) => ({ slug, title, date, thumb }));
      return `export const recentPosts = ${JSON.stringify(recent)};`;
    },
    transform(code, id) {
      const content = contentOf(id);
      if (!content) return null;
      if (content.kind === 'pages') {
        const { meta, html, headings } = compilePage(code, id, appLinks, content.lang);
        return { code: `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(html)};\nexport const headings = ${JSON.stringify(headings)};`, map: null };
      }
      const { meta, html, headings } = compileArticle(code, id, appLinks, content.lang);
      // Titles of the Also Read articles (of the same language) travel with the article, so its page needs no index.
      const alsoReadLinks = meta.alsoRead.flatMap((slug) => {
        const other = all(content.lang).find((a) => a.meta.slug === slug)?.meta;
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
