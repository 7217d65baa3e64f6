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
  });
});
