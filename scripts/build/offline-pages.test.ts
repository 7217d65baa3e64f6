import { describe, expect, it } from 'vitest';
import { offlinePages } from './offline-pages';

const html = (lang: string) => `<!doctype html><html lang="${lang}"><head></head><body></body></html>`;

describe('offlinePages', () => {
  it('lists the model pages and the comparison with their language, and no other page', () => {
    const list = offlinePages([
      { path: '/rv400', file: 'src/features/catalogue/model-screen.tsx', html: html('en') },
      { path: '/hi/rv400', file: 'src/features/catalogue/model-screen.tsx', html: html('hi') },
      { path: '/comparison', file: 'src/features/catalogue/comparison-screen.tsx', html: html('en') },
      { path: '/book', file: 'src/features/booking/book-screen.tsx', html: html('en') },
      { path: '/rv400/charging', file: 'src/features/feature-stories/story-screen.tsx', html: html('en') },
    ]);
    expect(list.pages).toEqual([
      { url: '/comparison', lang: 'en' },
      { url: '/hi/rv400', lang: 'hi' },
      { url: '/rv400', lang: 'en' },
    ]);
  });
});
