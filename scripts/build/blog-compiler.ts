// Compiles one Markdown article (front matter + body) to HTML at build time, so no Markdown parser
// ships to the browser. Used by the Vite plugin and by the content tests.
import { Marked, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { AppLinks } from '../../src/lib/app-links.ts';

import { CATEGORIES, type Category } from '../../src/content/blog-categories.ts';
import type { ArticleMeta, Heading } from '../../src/content/blog-types.ts';

export { CATEGORIES };
export type { ArticleMeta, Heading };

export const MOTIFS = [
  'bike', 'battery', 'charger', 'map', 'leaf', 'document', 'rain', 'road', 'shield', 'gauge', 'coins', 'city',
] as const;

export type CompiledArticle = { meta: ArticleMeta; html: string; headings: Heading[]; links: string[] };

const WORDS_PER_MINUTE = 200;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error('missing front matter');
  return { data: (parseYaml(match[1]) ?? {}) as Record<string, unknown>, body: match[2] };
}

export function asString(data: Record<string, unknown>, key: string, file: string): string {
  const v = data[key];
  if (typeof v === 'string' && v.trim()) return v.trim();
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  throw new Error(`${file}: front matter "${key}" is missing or not text`);
}

export type Rendered = { html: string; headings: Heading[]; links: string[] };

/** The language a text is written in: English (src/content/blog, pages) or Hindi (src/content/blog-hi, pages-hi). */
export type ContentLanguage = 'en' | 'hi';

/** The few words the compiler itself adds to a text, in the text's language. */
const ADDED: Record<ContentLanguage, { table: string; newTab: string }> = {
  en: { table: 'Table', newTab: ' (opens in a new tab)' },
  hi: { table: 'तालिका', newTab: ' (नए टैब में खुलता है)' },
};

const DEVANAGARI = /[\u0900-\u097F]/;

/** Markdown body to HTML: headings get ids (and start at h2), internal links are marked for the
 * router, app-store links come from config, tables scroll, raw HTML and other external links are refused.
 * A Hindi text (`lang` 'hi') links to the Hindi site's paths (/hi/...), and a heading in Devanagari, which has no
 * Latin letters to make an id of, is `section-N` (its place among the text's headings). */
export function renderMarkdown(body: string, file: string, appLinks: AppLinks, allowMailto = false, lang: ContentLanguage = 'en'): Rendered {
  const headings: Heading[] = [];
  const links: string[] = [];
  const used = new Set<string>();
  let tables = 0;
  let headingCount = 0;

  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        const text = this.parser.parseInline(token.tokens);
        // Articles start at h2: the page's h1 is the title.
        const level = Math.min(Math.max(token.depth, 2), 4);
        headingCount += 1;
        let id = lang === 'hi' && DEVANAGARI.test(token.text) ? `section-${headingCount}` : slugify(token.text) || 'section';
        while (used.has(id)) id += '-x';
        used.add(id);
        if (level === 2 || level === 3) headings.push({ id, text: token.text.replace(/[*_`]/g, ''), level });
        return `<h${level} id="${id}">${text}</h${level}>\n`;
      },
      link(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        let href = token.href;
        if (href === 'app-store:android') href = appLinks.android;
        else if (href === 'app-store:ios') href = appLinks.ios;
        else if (href.startsWith('/')) {
          if (lang !== 'en' && !new RegExp(`^/${lang}(/|$)`).test(href)) throw new Error(`${file}: a ${lang} text links to the ${lang} site (/${lang}${href}), not to ${href}`);
          links.push(href);
          return `<a href="${escapeHtml(href)}" data-internal="true">${text}</a>`;
        } else if (allowMailto && href.startsWith('mailto:')) {
          return `<a href="${escapeHtml(href)}">${text}</a>`;
        } else {
          throw new Error(`${file}: external link not allowed: ${href}`);
        }
        return `<a href="${escapeHtml(href)}" rel="noopener" target="_blank">${text}<span class="visually-hidden">${ADDED[lang].newTab}</span></a>`;
      },
      table(this: { parser: unknown }, token: Tokens.Table) {
        const cell = (c: Tokens.TableCell, tag: 'th' | 'td') =>
          `<${tag}${tag === 'th' ? ' scope="col"' : ''}>${(this.parser as { parseInline(t: Tokens.Generic[]): string }).parseInline(c.tokens)}</${tag}>`;
        const head = `<tr>${token.header.map((c) => cell(c, 'th')).join('')}</tr>`;
        const rows = token.rows.map((r) => `<tr>${r.map((c) => cell(c, 'td')).join('')}</tr>`).join('');
        // Each scrolling region named apart: its number and its columns.
        tables += 1;
        const columns = token.header.map((c) => c.text.replace(/[*_`[\]]|\(\/[^)]*\)/g, '').trim()).filter(Boolean).join(', ');
        const name = escapeHtml(`${ADDED[lang].table} ${tables}${columns ? `: ${columns}` : ''}`);
        return `<section class="table-scroll" aria-label="${name}" tabindex="0"><table><thead>${head}</thead><tbody>${rows}</tbody></table></section>\n`;
      },
      html() {
        throw new Error(`${file}: raw HTML is not allowed`);
      },
    },
  });
  return { html: marked.parse(body, { async: false }), headings, links };
}

/** The longest title a search result shows whole (src/components/seo.tsx TITLE_MAX). */
export const SEO_TITLE_MAX = 65;

/**
 * An article's <title>: front matter `seo_title` when given, else the title without its subtitle (what follows the
 * first ": " or "? " once the main part has 12 characters) when the whole is too long. Over SEO_TITLE_MAX, the build
 * stops and asks for a `seo_title`: a title is shortened by its author, never cut mid-sentence.
 */
export function articleSeoTitle(title: string, seoTitle: string | undefined, file: string): string {
  let chosen = seoTitle ?? title;
  if (!seoTitle && title.length > SEO_TITLE_MAX) {
    const main = /^(.{12,}?)(: |\? )/.exec(title);
    if (main) chosen = main[2] === '? ' ? `${main[1]}?` : main[1];
  }
  if (chosen.length > SEO_TITLE_MAX) throw new Error(`${file}: the title is ${chosen.length} characters; add a seo_title of at most ${SEO_TITLE_MAX}`);
  return chosen;
}

export function countWords(body: string): number {
  return body.replace(/[#*|`>\-[\]()]/g, ' ').split(/\s+/).filter(Boolean).length;
}

export function compileArticle(source: string, file: string, appLinks: AppLinks, lang: ContentLanguage = 'en'): CompiledArticle {
  const { data, body } = splitFrontMatter(source);
  const slug = asString(data, 'slug', file);
  const category = asString(data, 'category', file);
  if (!(CATEGORIES as readonly string[]).includes(category)) throw new Error(`${file}: unknown category ${category}`);
  const motif = asString(data, 'motif', file);
  if (!(MOTIFS as readonly string[]).includes(motif)) throw new Error(`${file}: unknown motif ${motif}`);
  const faq = Array.isArray(data.faq)
    ? (data.faq as Record<string, unknown>[]).map((f) => ({ q: String(f.q ?? ''), a: String(f.a ?? '') }))
    : [];
  const { html, headings, links } = renderMarkdown(body, file, appLinks, false, lang);
  const words = countWords(body);
  const tags = Array.isArray(data.tags) ? (data.tags as unknown[]).map(String) : [];
  const alsoRead = Array.isArray(data.alsoRead) ? (data.alsoRead as unknown[]).map(String) : [];
  const title = asString(data, 'title', file);
  const meta: ArticleMeta = {
    slug,
    title,
    seoTitle: articleSeoTitle(title, typeof data.seo_title === 'string' ? data.seo_title.trim() : undefined, file),
    description: asString(data, 'description', file),
    date: asString(data, 'date', file),
    category: category as Category,
    motif,
    image: `/images/blog/${slug}.svg`,
    thumb: `/images/blog/${slug}-thumb.svg`,
    ogImage: `/images/blog/${slug}-og.png`,
    imageAlt: asString(data, 'imageAlt', file),
    tags,
    faq,
    alsoRead,
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
  return { meta, html, headings, links };
}

export type PageMeta = { slug: string; title: string; description: string; updated: string; words: number; bike?: string };
export type CompiledPage = { meta: PageMeta; html: string; headings: Heading[]; links: string[] };

/** A company or legal page (src/content/pages): front matter slug, title, description, updated. */
export function compilePage(source: string, file: string, appLinks: AppLinks, lang: ContentLanguage = 'en'): CompiledPage {
  const { data, body } = splitFrontMatter(source);
  const { html, headings, links } = renderMarkdown(body, file, appLinks, true, lang);
  return {
    meta: {
      slug: asString(data, 'slug', file),
      title: asString(data, 'title', file),
      description: asString(data, 'description', file),
      updated: asString(data, 'updated', file),
      words: countWords(body),
      ...(typeof data.bike === 'string' ? { bike: data.bike } : {}),
    },
    html,
    headings,
    links,
  };
}
