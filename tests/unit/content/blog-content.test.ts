// The blog collection as a whole: every article compiles, its front matter is complete and valid,
// links resolve, images exist, and no two articles share a paragraph.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/routes';
import { findBike } from '@/content/bikes';
import { compileArticle } from '../../../scripts/build/blog-compiler';
import { resolveAppLinks } from '@/lib/app-links';
import { allArticles } from '@/content/blog';
import { CATEGORIES, RECENT_POSTS } from '@/content/blog-categories';

const root = resolve(__dirname, '../../..');
const dir = join(root, 'src/content/blog');
const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
const compiled = files.map((f) => ({ file: f, source: readFileSync(join(dir, f), 'utf8'), ...compileArticle(readFileSync(join(dir, f), 'utf8'), f, resolveAppLinks({})) }));
const slugs = new Set(compiled.map((a) => a.meta.slug));

const SPEC_DATED: Record<string, string> = {
  'what-to-expect-when-you-own-an-electric-motorbike': '2025-06-26',
  'odisha-ev-policy-2025': '2025-06-26',
  'types-of-batteries-used-in-electric-vehicle': '2025-06-27',
  'are-electric-motorcycles-ready-for-indian-roads': '2025-07-02',
  'how-long-does-electric-bike-battery-last': '2025-07-04',
  'top-electric-motorcycles-of-2025': '2025-07-04',
  'how-to-maximise-electric-bike-range': '2025-07-05',
  'electric-motorcycles-pros-and-cons': '2025-07-05',
  'impact-of-motor-power-on-ebike-efficiency': '2025-07-13',
};
const SPEC_SLUGS = [
  ...Object.keys(SPEC_DATED),
  'electric-bikes-office-commute', 'how-far-an-electric-powered-bike-go-in-single-charge', 'top-electric-bikes-with-removable-batteries',
  'electric-bikes-comparison-budget-and-premium-models', 'pm-e-drive-scheme', 'measuring-electric-bike-performance-metrics',
  'maharashtra-ev-policy-2025', 'features-of-upcoming-electric-motorcycles-2025', 'best-electric-bikes-in-india-for-eco-friendly-riders',
  'regenerative-braking-system-in-electric-bikes', 'rise-of-electric-motorcycles-in-small-towns', 'delhi-ev-policy-2-0', 'long-distance-riding-tips',
  'understanding-electric-bikes-battery-technology', 'electric-bike-charging-guide', 'how-to-charge-an-electric-bike', 'top-benefits-of-switching-to-electric-bikes',
];

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

describe('blog content', () => {
  it('has at least 60 articles with unique slugs matching their file names', () => {
    expect(compiled.length).toBeGreaterThanOrEqual(60);
    expect(slugs.size).toBe(compiled.length);
    for (const a of compiled) expect(`${a.meta.slug}.md`).toBe(a.file);
    expect(allArticles.map((a) => a.slug).sort()).toEqual([...slugs].sort());
  });

  it('has every article slug the spec names, with the spec dates', () => {
    for (const slug of SPEC_SLUGS) expect(slugs.has(slug), slug).toBe(true);
    for (const [slug, date] of Object.entries(SPEC_DATED)) expect(compiled.find((a) => a.meta.slug === slug)?.meta.date).toBe(date);
  });

  it('has complete, valid front matter on every article', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { meta, file } of compiled) {
      expect(meta.title.length, file).toBeGreaterThan(10);
      expect(meta.description.length, file).toBeGreaterThanOrEqual(100);
      expect(meta.description.length, file).toBeLessThanOrEqual(170);
      expect(isRealDate(meta.date) && meta.date <= today, `${file} date ${meta.date}`).toBe(true);
      expect(CATEGORIES).toContain(meta.category);
      expect(meta.imageAlt, file).toMatch(/^Illustration of .{20,}/);
      expect(meta.tags.length, file).toBeGreaterThan(0);
      expect(meta.alsoRead.length, file).toBeGreaterThanOrEqual(2);
      if (meta.faq.length) {
        expect(meta.faq, file).toHaveLength(3);
        for (const f of meta.faq) expect(f.q.endsWith('?') && f.a.length > 20, file).toBe(true);
      }
    }
  });

  it('gives an FAQ block to at least a third of the articles', () => {
    expect(compiled.filter((a) => a.meta.faq.length === 3).length * 3).toBeGreaterThanOrEqual(compiled.length);
  });

  it('keeps every body between 700 and 1,500 words with headings and a closing call', () => {
    for (const { meta, headings, links, file } of compiled) {
      expect(meta.words, file).toBeGreaterThanOrEqual(700);
      expect(meta.words, file).toBeLessThanOrEqual(1500);
      expect(headings.filter((h) => h.level === 2).length, file).toBeGreaterThanOrEqual(3);
      expect(links.some((l) => ['/test-ride', '/savings', '/electric-bike', '/rv400', '/rv1'].includes(l)), file).toBe(true);
    }
  });

  it('resolves every Also Read slug and every internal link', () => {
    for (const { meta, links, file } of compiled) {
      for (const s of meta.alsoRead) {
        expect(slugs.has(s), `${file} alsoRead ${s}`).toBe(true);
        expect(s).not.toBe(meta.slug);
      }
      for (const href of links) {
        const path = href.split('#')[0];
        expect(Boolean(findRoute(path)), `${file} links to ${href}`).toBe(true);
        const model = /^\/product(?:-pricing)?\/([^/]+)$/.exec(path)?.[1];
        if (model) expect(findBike(model), `${file} links to ${href}: no such model`).toBeDefined();
      }
    }
  });

  it('has a hero, a thumbnail and a 1200x630 social image for each article', () => {
    for (const { meta } of compiled) {
      for (const p of [meta.image, meta.thumb, meta.ogImage]) expect(existsSync(join(root, 'public', p)), p).toBe(true);
      const png = readFileSync(join(root, 'public', meta.ogImage));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('lists the five recent posts in the fixed order, all real articles', () => {
    expect(RECENT_POSTS).toEqual([
      'impact-of-motor-power-on-ebike-efficiency',
      'electric-motorcycles-pros-and-cons',
      'how-to-maximise-electric-bike-range',
      'top-electric-motorcycles-of-2025',
      'how-long-does-electric-bike-battery-last',
    ]);
    for (const s of RECENT_POSTS) expect(slugs.has(s)).toBe(true);
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
