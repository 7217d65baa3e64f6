// Shapes of the compiled blog content (made at build time by scripts/build/blog-compiler.ts).
import type { Category } from './blog-categories';

export type FaqItem = { q: string; a: string };
export type Heading = { id: string; text: string; level: 2 | 3 };

export type ArticleSummary = {
  slug: string;
  title: string;
  description: string;
  date: string;
  category: Category;
  motif: string;
  image: string;
  thumb: string;
  ogImage: string;
  imageAlt: string;
  readingMinutes: number;
  words: number;
};

/** seoTitle: the page's <title> (at most 65 characters: the title, or its main part, or front matter seo_title). */
export type ArticleMeta = ArticleSummary & { seoTitle: string; tags: string[]; faq: FaqItem[]; alsoRead: string[] };
export type ArticleModule = { meta: ArticleMeta; html: string; headings: Heading[]; alsoReadLinks: { slug: string; title: string }[] };
