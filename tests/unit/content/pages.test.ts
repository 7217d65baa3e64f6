// Every company and legal page compiles, has complete front matter and only links to real routes.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/routes';
import { resolveAppLinks } from '@/lib/app-links';
import { compilePage } from '../../../scripts/build/blog-compiler';
import { CONTENT_PAGES } from '@/content/pages';

const dir = resolve(__dirname, '../../../src/content/pages');

describe('company, legal, feature and app pages', () => {
  for (const { slug, path } of CONTENT_PAGES) {
    it(`${path}: front matter, length and links`, () => {
      const page = compilePage(readFileSync(join(dir, `${slug}.md`), 'utf8'), slug, resolveAppLinks({}));
      expect(page.meta.slug).toBe(slug);
      expect(page.meta.description.length).toBeGreaterThanOrEqual(100);
      expect(page.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.meta.words).toBeGreaterThan(300);
      expect(findRoute(path)?.file).toBe('src/features/company/company-page-screen.tsx');
      if (page.meta.bike) expect(['rv1', 'rv1-plus', 'rv-blazex', 'rv400', 'rv400-brz']).toContain(page.meta.bike);
      for (const href of page.links) expect(Boolean(findRoute(href.split('#')[0])), `${slug} links to ${href}`).toBe(true);
    });
  }

  it('the privacy notice is written for the DPDP Act 2023', () => {
    const text = readFileSync(join(dir, 'privacy-policy.md'), 'utf8');
    expect(text).toMatch(/Digital Personal Data Protection Act,? 2023/);
  });
});
