// The Hindi versions of the content pages (src/content/pages-hi): each compiles as Hindi, has complete front matter,
// is the twin of an English page of the same slug (the same bike, the same figures), and links only to the Hindi site's
// paths of real pages: a Hindi page, or a content page still waiting for its Hindi version (never an English article).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/routes';
import { resolveAppLinks } from '@/lib/app-links';
import { splitLocale } from '@contract/locale-path';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { compilePage } from '../../../scripts/build/blog-compiler';
import { CONTENT_PAGES, FEATURE_PAGES, HINDI_PAGES } from '@/content/pages';

const root = resolve(__dirname, '../../..');
const dir = join(root, 'src/content/pages-hi');
const englishDir = join(root, 'src/content/pages');
const slugs = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));

/** The figures of a page's text (not of its front matter, nor of its link targets): "3.24", "75,000", "0", "80". */
function figures(source: string): string[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/\]\([^)]*\)/g, ']');
  return [...new Set(body.match(/\d+(?:[.,]\d+)*/g) ?? [])].sort();
}

describe('Hindi content pages', () => {
  it('are the pages HINDI_PAGES names, each with an English page of the same slug', () => {
    expect([...HINDI_PAGES].sort()).toEqual([...slugs].sort());
    for (const slug of slugs) expect(CONTENT_PAGES.some((p) => p.slug === slug), slug).toBe(true);
  });

  it('include every model feature page and app page, each a page of the Hindi site', () => {
    for (const { slug, path } of FEATURE_PAGES) {
      expect(slugs, slug).toContain(slug);
      expect(inHindi(path), path).toBe(true);
    }
  });

  for (const slug of slugs) {
    it(`${slug}: Hindi front matter, length, anchors and links`, () => {
      const source = readFileSync(join(dir, `${slug}.md`), 'utf8');
      const englishSource = readFileSync(join(englishDir, `${slug}.md`), 'utf8');
      const page = compilePage(source, slug, resolveAppLinks({}), 'hi');
      const english = compilePage(englishSource, slug, resolveAppLinks({}));
      expect(page.meta.slug).toBe(slug);
      expect(page.meta.title).toMatch(/[\u0900-\u097F]/);
      expect(page.meta.description).toMatch(/[\u0900-\u097F]/);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
      expect(page.meta.description.length).toBeLessThanOrEqual(170);
      expect(page.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.meta.bike).toBe(english.meta.bike);
      // Written anew, not word for word, but every figure the English page gives, and no other.
      expect(figures(source)).toEqual(figures(englishSource));
      expect(page.meta.words).toBeGreaterThan(300);
      const ids = page.headings.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const href of page.links) {
        const { lang, path } = splitLocale(href.split('#')[0] ?? '');
        expect(lang, `${slug} links to ${href}`).toBe('hi');
        expect(Boolean(findRoute(path)), `${slug} links to ${href}`).toBe(true);
        expect(inHindi(path) || CONTENT_PAGES.some((p) => p.path === path), `${slug} links to ${href}, which has no Hindi page`).toBe(true);
      }
    });
  }
});
