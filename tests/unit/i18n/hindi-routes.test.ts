// Which paths the Hindi site has (src/lib/i18n/hindi-routes.ts), as the language switch and the hreflang links read them.
import { describe, expect, it } from 'vitest';
import { alternates } from '@/components/seo-tags';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { switchTarget } from '@/lib/i18n/switch-language';

describe('the Hindi site’s pages', () => {
  it('has the blog’s index, category pages and Hindi articles, not the English articles', () => {
    expect(inHindi('/blog')).toBe(true);
    expect(inHindi('/blog/ev-news')).toBe(true);
    expect(inHindi('/blog/battery-ki-dekhbhal')).toBe(true);
    expect(inHindi('/blog/battery-ki-dekhbhal/ev-news')).toBe(true);
    expect(inHindi('/blog/pm-e-drive-scheme')).toBe(false);
    expect(inHindi('/blog/pm-e-drive-scheme/ev-news')).toBe(false);
    expect(inHindi('/blog/ev-news/ev-trends')).toBe(false);
    expect(inHindi('/about-us')).toBe(true);
    expect(inHindi('/terms')).toBe(false);
  });

  it('has the models’ feature pages and the app pages, read from their Hindi versions', () => {
    for (const path of ['/rv400/charging', '/rv400/comfort', '/rv400/aesthetic', '/rv400/safety', '/rv400-brz/aesthetic', '/rv400-brz/comfort', '/ai-enabled', '/revolt-alexa'])
      expect(inHindi(path), path).toBe(true);
    expect(switchTarget('hi', '/rv400/charging', '')).toBe('/hi/rv400/charging');
    expect(inHindi('/rv400/range')).toBe(false);
  });

  it('has the customer’s support screens, not the back office’s', () => {
    expect(inHindi('/support/freshdesk')).toBe(true);
    expect(inHindi('/usersupport')).toBe(true);
    expect(inHindi('/usersupport/42')).toBe(true);
    expect(inHindi('/support')).toBe(false);
    expect(inHindi('/support/ticket/42')).toBe(false);
  });

  it('sends the switch to the same page in Hindi only where there is one', () => {
    expect(switchTarget('hi', '/blog/ev-news', '')).toBe('/hi/blog/ev-news');
    expect(switchTarget('hi', '/blog/pm-e-drive-scheme', '')).toBe('/hi');
    expect(switchTarget('hi', '/about-us', '')).toBe('/hi/about-us');
  });

  it('names the Hindi alternate of a page the Hindi site has, and none of an English article', () => {
    const origin = 'https://www.example.in';
    expect(alternates('/blog', origin).map((a) => a.href)).toEqual([`${origin}/blog`, `${origin}/hi/blog`, `${origin}/blog`]);
    expect(alternates('/blog/pm-e-drive-scheme', origin)).toEqual([]);
  });
});
