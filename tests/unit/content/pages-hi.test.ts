// The Hindi versions of the content pages (src/content/pages-hi): each compiles as Hindi, has complete front matter,
// is the twin of an English page of the same slug, and links only to the Hindi site's paths of real pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/routes';
import { resolveAppLinks } from '@/lib/app-links';
import { splitLocale } from '@contract/locale-path';
import { compilePage } from '../../../scripts/build/blog-compiler';
import { CONTENT_PAGES, HINDI_PAGES } from '@/content/pages';

const root = resolve(__dirname, '../../..');
const dir = join(root, 'src/content/pages-hi');
const slugs = readdirSync(dir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));

describe('Hindi content pages', () => {
  it('are the pages HINDI_PAGES names, each with an English page of the same slug', () => {
    expect([...HINDI_PAGES].sort()).toEqual([...slugs].sort());
    for (const slug of slugs) expect(CONTENT_PAGES.some((p) => p.slug === slug), slug).toBe(true);
  });

  for (const slug of slugs) {
    it(`${slug}: Hindi front matter, length, anchors and links`, () => {
      const page = compilePage(readFileSync(join(dir, `${slug}.md`), 'utf8'), slug, resolveAppLinks({}), 'hi');
      expect(page.meta.slug).toBe(slug);
      expect(page.meta.title).toMatch(/[\u0900-\u097F]/);
      expect(page.meta.description).toMatch(/[\u0900-\u097F]/);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
      expect(page.meta.description.length).toBeLessThanOrEqual(170);
      expect(page.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.meta.words).toBeGreaterThan(300);
      const ids = page.headings.map((h) => h.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const href of page.links) {
        const { lang, path } = splitLocale(href.split('#')[0] ?? '');
        expect(lang, `${slug} links to ${href}`).toBe('hi');
        expect(Boolean(findRoute(path)), `${slug} links to ${href}`).toBe(true);
      }
    });
  }
});
