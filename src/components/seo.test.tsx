import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('Seo', () => {
  it('replaces the prerendered head tags with its own once react-helmet-async has loaded, and keeps JSON-LD in the body', async () => {
    document.head.innerHTML =
      '<title>Prerendered | Revolt Motors</title><meta name="description" content="old"><link rel="canonical" href="http://x/old">';
    vi.resetModules();
    const { Seo } = await import('./seo');
    const { container } = render(<Seo title="Range and charging" description="How far it goes" path="/rv400/charging" jsonLd={{ '@type': 'Thing', name: '</script>' }} />);

    await waitFor(() => expect(document.title).toBe('Range and charging | Revolt Motors'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect([...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual(['How far it goes']);
    expect([...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href'))).toEqual([expect.stringMatching(/\/rv400\/charging$/)]);
    const ld = container.querySelector('script[type="application/ld+json"]');
    expect(ld?.textContent).toContain('\\u003c/script>');
    // Every page names its social image, the default one too.
    expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content')).toMatch(/^Revolt electric motorcycles/);
  });

  it('leaves the site name off a title that would pass 65 characters with it, never cutting the page’s own words', async () => {
    const { pageTitle, TITLE_MAX } = await import('./seo');
    expect(pageTitle('Range and charging')).toBe('Range and charging | Revolt Motors');
    const long = 'How far an electric bike goes on a single charge in India';
    expect(`${long} | Revolt Motors`.length).toBeGreaterThan(TITLE_MAX);
    expect(pageTitle(long)).toBe(long);
    expect(pageTitle('Revolt Motors careers')).toBe('Revolt Motors careers');
  });
});
