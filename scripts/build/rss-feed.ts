// The blog's RSS 2.0 feed of one language (the prerender step writes /blog/feed.xml and /hi/blog/feed.xml): its title,
// description, links and each article's category in that language.
import { localePath, type SiteLanguage } from '../../contract/locale-path.ts';

export type FeedItem = { slug: string; title: string; description: string; date: string; category: string };

function xml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const FEED_TEXT: Record<SiteLanguage, { title: string; description: string }> = {
  en: { title: "Revolt Motors rider's blog", description: 'Guides for Indian riders on electric motorcycles: buying, charging, range, subsidies and maintenance.' },
  hi: { title: 'रिवोल्ट मोटर्स राइडर ब्लॉग', description: 'इलेक्ट्रिक मोटरसाइकिल चलाने वालों के लिए हिंदी में जानकारी: ख़रीद, चार्जिंग, रेंज, सब्सिडी और देखभाल।' },
};

/**
 * The feed, newest first as the articles come. `categoryNames` are the blog's category names as that language's
 * readers see them (the build's features/blog/categories.messages); a category it lacks keeps its front-matter name.
 */
export function rssFeed(siteOrigin: string, articles: FeedItem[], lang: SiteLanguage, categoryNames: Readonly<Record<string, string>>): string {
  const blog = `${siteOrigin}${localePath(lang, '/blog')}`;
  const items = articles
    .map((a) => {
      const link = `${blog}/${a.slug}`;
      const category = categoryNames[a.category] ?? a.category;
      return `    <item>\n      <title>${xml(a.title)}</title>\n      <link>${link}</link>\n      <guid isPermaLink="true">${link}</guid>\n      <pubDate>${new Date(`${a.date}T00:00:00Z`).toUTCString()}</pubDate>\n      <category>${xml(category)}</category>\n      <description>${xml(a.description)}</description>\n    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n    <title>${FEED_TEXT[lang].title}</title>\n    <link>${blog}</link>\n    <atom:link href="${blog}/feed.xml" rel="self" type="application/rss+xml"/>\n    <description>${FEED_TEXT[lang].description}</description>\n    <language>${lang}-IN</language>\n${items}\n  </channel>\n</rss>\n`;
}
