// The Hindi blog (src/content/blog-hi, the Hindi site's /hi/blog) as a whole, held to the English collection's rules
// (blog-content.test.ts): every article compiles, its front matter is complete, its links lead to the Hindi site's
// pages, its images exist, and it is the Hindi counterpart of an English article.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/routes';
import { findBike } from '@/content/bikes';
import { splitLocale } from '@contract/locale-path';
import { compileArticle, splitFrontMatter } from '../../../scripts/build/blog-compiler';
import { resolveAppLinks } from '@/lib/app-links';
import { CATEGORIES } from '@/content/blog-categories';
import { HINDI_ARTICLES } from '@/content/blog-hi-slugs';

const root = resolve(__dirname, '../../..');
const dir = join(root, 'src/content/blog-hi');
const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
const compiled = files.map((f) => {
  const source = readFileSync(join(dir, f), 'utf8');
  return { file: f, source, data: splitFrontMatter(source).data, ...compileArticle(source, f, resolveAppLinks({}), 'hi') };
});
const slugs = new Set(compiled.map((a) => a.meta.slug));
const englishSlugs = new Set(readdirSync(join(root, 'src/content/blog')).map((f) => f.replace(/\.md$/, '')));
const DEVANAGARI = /[\u0900-\u097F]/;

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

describe('Hindi blog content', () => {
  it('has at least 15 articles with unique slugs matching their file names, each the counterpart of an English one', () => {
    expect(compiled.length).toBeGreaterThanOrEqual(15);
    expect(slugs.size).toBe(compiled.length);
    for (const a of compiled) expect(`${a.meta.slug}.md`).toBe(a.file);
    // The Hindi site's list of its articles (hindi-routes.ts) is this folder.
    expect([...HINDI_ARTICLES].sort()).toEqual([...slugs].sort());
    for (const { data, file } of compiled) expect(englishSlugs.has(String(data.counterpart)), `${file} counterpart ${String(data.counterpart)}`).toBe(true);
  });

  it('has complete, valid front matter in Hindi on every article', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { meta, file } of compiled) {
      expect(DEVANAGARI.test(meta.title), file).toBe(true);
      expect(meta.title.length, file).toBeGreaterThan(10);
      expect(meta.seoTitle.length, file).toBeLessThanOrEqual(65);
      expect(DEVANAGARI.test(meta.description), file).toBe(true);
      expect(meta.description.length, file).toBeGreaterThanOrEqual(100);
      expect(meta.description.length, file).toBeLessThanOrEqual(170);
      expect(isRealDate(meta.date) && meta.date <= today, `${file} date ${meta.date}`).toBe(true);
      expect(CATEGORIES).toContain(meta.category);
      expect(DEVANAGARI.test(meta.imageAlt) && meta.imageAlt.length >= 30, file).toBe(true);
      expect(meta.tags.length, file).toBeGreaterThan(0);
      expect(meta.alsoRead.length, file).toBeGreaterThanOrEqual(2);
      expect(meta.faq, file).toHaveLength(3);
      for (const f of meta.faq) expect(f.q.endsWith('?') && f.a.length > 20, file).toBe(true);
    }
  });

  it('keeps every body between 700 and 1,500 words with headings, anchors and a closing call', () => {
    for (const { meta, headings, links, file } of compiled) {
      expect(meta.words, file).toBeGreaterThanOrEqual(700);
      expect(meta.words, file).toBeLessThanOrEqual(1500);
      expect(headings.filter((h) => h.level === 2).length, file).toBeGreaterThanOrEqual(3);
      const ids = headings.map((h) => h.id);
      expect(new Set(ids).size, file).toBe(ids.length);
      for (const h of headings) if (DEVANAGARI.test(h.text)) expect(h.id, `${file}: ${h.text}`).toMatch(/^section-\d+$/);
      expect(links.some((l) => ['/hi/test-ride', '/hi/savings', '/hi/electric-bike', '/hi/rv400', '/hi/rv1'].includes(l)), file).toBe(true);
    }
  });

  it('resolves every Also Read slug among the Hindi articles, and every internal link to a page of the site', () => {
    for (const { meta, links, file } of compiled) {
      for (const s of meta.alsoRead) {
        expect(slugs.has(s), `${file} alsoRead ${s}`).toBe(true);
        expect(s).not.toBe(meta.slug);
      }
      for (const href of links) {
        const { lang, path: inner } = splitLocale(href.split('#')[0] ?? '');
        expect(lang, `${file} links to ${href}`).toBe('hi');
        const path = inner.startsWith('/blog/') && slugs.has(inner.slice('/blog/'.length)) ? '/blog' : inner;
        expect(Boolean(findRoute(path)), `${file} links to ${href}`).toBe(true);
        const model = /^\/product(?:-pricing)?\/([^/]+)$/.exec(path)?.[1];
        if (model) expect(findBike(model), `${file} links to ${href}: no such model`).toBeDefined();
      }
    }
  });

  it('has a hero, a thumbnail and a 1200x630 social image for each article (scripts/art/blog-images-hi.ts)', () => {
    for (const { meta } of compiled) {
      for (const p of [meta.image, meta.thumb, meta.ogImage]) expect(existsSync(join(root, 'public', p)), p).toBe(true);
      const png = readFileSync(join(root, 'public', meta.ogImage));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('repeats no paragraph between articles', () => {
    const seen = new Map<string, string>();
    for (const { source, file } of compiled) {
      const body = source.replace(/^---[\s\S]*?\n---\n/, '');
      for (const para of body.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p.length > 120 && !p.startsWith('|'))) {
        expect(seen.get(para), `${file} repeats a paragraph of ${seen.get(para)}`).toBeUndefined();
        seen.set(para, file);
      }
    }
  });
});
