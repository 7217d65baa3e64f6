// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoryNames as hindiCategories } from '../../src/features/blog/categories.messages.hi.ts';
import { categoryNames as englishCategories } from '../../src/features/blog/categories.messages.ts';
import { rssFeed, type FeedItem } from './rss-feed.ts';

const article: FeedItem = { slug: 'battery-ki-dekhbhal', title: 'बैटरी की देखभाल', description: 'बैटरी & उम्र', date: '2026-11-20', category: 'EV Maintenance Tips' };
const categories = (xml: string) => [...xml.matchAll(/<category>([^<]*)<\/category>/g)].map((m) => m[1]);

describe('rssFeed', () => {
  it('gives the Hindi feed Hindi category names, links under /hi and the Hindi language', () => {
    const xml = rssFeed('https://www.example.in', [article, { ...article, slug: 'x', category: 'EV News' }], 'hi', hindiCategories);
    expect(categories(xml)).toEqual(['देखभाल के टिप्स', 'EV समाचार']);
    expect(xml).toContain('<link>https://www.example.in/hi/blog/battery-ki-dekhbhal</link>');
    expect(xml).toContain('<atom:link href="https://www.example.in/hi/blog/feed.xml"');
    expect(xml).toContain('<language>hi-IN</language>');
    expect(xml).toContain('<description>बैटरी &amp; उम्र</description>');
  });

  it('keeps the English feed’s category names, and a category without a name as the article names it', () => {
    const xml = rssFeed('https://www.example.in', [{ ...article, slug: 'pm-e-drive-scheme' }, { ...article, category: 'Unlisted' }], 'en', englishCategories);
    expect(categories(xml)).toEqual(['EV Maintenance Tips', 'Unlisted']);
    expect(xml).toContain('<link>https://www.example.in/blog/pm-e-drive-scheme</link>');
    expect(xml).toContain('<language>en-IN</language>');
  });
});
