// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://www.example.in', [
    { path: '/', lastmod: '2026-11-27', languages: ['en', 'hi'] },
    { path: '/rv400', lastmod: '2026-11-20', languages: ['en', 'hi'] },
    { path: '/careers', lastmod: '2026-11-01', languages: ['en'] },
  ]);

  it('lists each page once per language it has', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['https://www.example.in/', 'https://www.example.in/hi', 'https://www.example.in/rv400', 'https://www.example.in/hi/rv400', 'https://www.example.in/careers']);
  });

  it('gives a page in both languages its alternates both ways, with the English page as x-default', () => {
    const hiEntry = /<url><loc>https:\/\/www\.example\.in\/hi\/rv400<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(hiEntry).toContain('hreflang="en-IN" href="https://www.example.in/rv400"');
    expect(hiEntry).toContain('hreflang="hi-IN" href="https://www.example.in/hi/rv400"');
    expect(hiEntry).toContain('hreflang="x-default" href="https://www.example.in/rv400"');
    const enEntry = /<url><loc>https:\/\/www\.example\.in\/rv400<\/loc>[\s\S]*?<\/url>/.exec(xml)?.[0] ?? '';
    expect(enEntry).toContain('hreflang="hi-IN" href="https://www.example.in/hi/rv400"');
  });

  it('gives a page in one language no alternates, and declares the xhtml namespace', () => {
    expect(/<url><loc>https:\/\/www\.example\.in\/careers<\/loc><lastmod>2026-11-01<\/lastmod><\/url>/.test(xml)).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});
