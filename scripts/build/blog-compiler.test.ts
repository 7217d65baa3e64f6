// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppLinks } from '../../src/lib/app-links.ts';
import { SEO_TITLE_MAX, articleSeoTitle, renderMarkdown } from './blog-compiler.ts';
import { loadAllArticles } from './vite-plugin-blog.ts';

const appLinks = resolveAppLinks({});

describe('article titles for search results', () => {
  it('keeps a short title, drops a long one’s subtitle, and takes the author’s seo_title', () => {
    expect(articleSeoTitle('Electric Bike Tyre Care', undefined, 'a.md')).toBe('Electric Bike Tyre Care');
    expect(articleSeoTitle('Are Electric Motorcycles Ready for Indian Roads? An Honest Road-by-Road Check', undefined, 'a.md')).toBe(
      'Are Electric Motorcycles Ready for Indian Roads?',
    );
    expect(articleSeoTitle('Electric Bike Charging Guide: Where, When and How Much It Costs in India', undefined, 'a.md')).toBe('Electric Bike Charging Guide');
    expect(articleSeoTitle('A very long title', 'Short one', 'a.md')).toBe('Short one');
  });

  it('stops the build for a long title it cannot shorten, asking for a seo_title', () => {
    const long = 'How to Store an Electric Bike for Weeks or Months Without Hurting the Battery';
    expect(() => articleSeoTitle(long, undefined, 'storing.md')).toThrow(/storing\.md: the title is 77 characters; add a seo_title of at most 65/);
  });

  it.each([
    ['en', 50],
    ['hi', 10],
  ] as const)('gives every %s article a title of at most 65 characters', (lang, atLeast) => {
    const articles = loadAllArticles(resolve(import.meta.dirname, '../..'), appLinks, lang);
    expect(articles.length).toBeGreaterThan(atLeast);
    for (const { meta } of articles) {
      expect(meta.seoTitle.length, meta.slug).toBeLessThanOrEqual(SEO_TITLE_MAX);
      expect(meta.seoTitle.length, meta.slug).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('a Hindi text', () => {
  it('gives each Devanagari heading the id section-N (its place among the headings), and a Latin one its slug', () => {
    const { html, headings } = renderMarkdown('## पहला हिस्सा\n\ntext\n\n## RV400 Charging\n\n### 1. दूसरा\n', 'a.md', appLinks, false, 'hi');
    expect(headings.map((h) => h.id)).toEqual(['section-1', 'rv400-charging', 'section-3']);
    expect(html).toContain('<h2 id="section-1">पहला हिस्सा</h2>');
    // English keeps its slugs.
    expect(renderMarkdown('## Why it matters\n', 'a.md', appLinks).headings[0]?.id).toBe('why-it-matters');
  });

  it('names its tables and new-tab links in Hindi, and links only to the Hindi site’s paths', () => {
    const { html, links } = renderMarkdown('| शहर | दूरी |\n| --- | --- |\n| [पुणे](/hi/rv400) | 30 km |\n\n[ऐप](app-store:android)\n', 'a.md', appLinks, false, 'hi');
    expect(html).toContain('aria-label="तालिका 1: शहर, दूरी"');
    expect(html).toContain('<a href="/hi/rv400" data-internal="true">पुणे</a>');
    expect(html).toContain('(नए टैब में खुलता है)');
    expect(links).toEqual(['/hi/rv400']);
    expect(() => renderMarkdown('[RV400](/rv400)', 'b.md', appLinks, false, 'hi')).toThrow(/b\.md: a hi text links to the hi site \(\/hi\/rv400\)/);
  });
});

describe('tables in an article', () => {
  it('name each scrolling region apart, by its number and columns', () => {
    const { html } = renderMarkdown('| Model | Range |\n| --- | --- |\n| [RV1](/rv1) | 100 km |\n\n| City | Distance |\n| --- | --- |\n| Pune | 30 km |\n', 'a.md', appLinks);
    const names = [...html.matchAll(/<section class="table-scroll" aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['Table 1: Model, Range', 'Table 2: City, Distance']);
  });
});
