// The Hindi blog (run by `VITE_SITE_LANG=hi vitest run`): the build reads the Hindi articles (src/content/blog-hi),
// and the screens around them speak Hindi from the blog's catalogue.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { allArticles } from '@/content/blog';
import { hasArticle } from '@/content/blog-articles';
import { BlogIndexScreen } from './blog-index-screen';
import { BlogSlugScreen } from './blog-slug-screen';

function renderBlog(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/blog" element={<BlogIndexScreen />} />
      <Route path="/blog/:slug" element={<BlogSlugScreen />} />
      <Route path="/blog/:slug/:categoryName" element={<BlogSlugScreen />} />
    </Routes>,
    { route },
  );
}

describe('the Hindi build’s articles', () => {
  it('are the Hindi ones only, newest first', () => {
    expect(allArticles.length).toBeGreaterThanOrEqual(15);
    expect(allArticles.every((a) => /[\u0900-\u097F]/.test(a.title))).toBe(true);
    expect(allArticles[0]?.date >= (allArticles.at(-1)?.date ?? '')).toBe(true);
    expect(hasArticle('battery-ki-dekhbhal')).toBe(true);
    expect(hasArticle('pm-e-drive-scheme')).toBe(false);
  });
});

describe('a Hindi article', () => {
  it('shows its Hindi title, text, date, category, contents with working anchors, FAQ and Also read', async () => {
    renderBlog('/blog/battery-ki-dekhbhal');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('इलेक्ट्रिक बाइक की बैटरी की देखभाल और उसकी उम्र');
    expect(screen.getByText(/इलेक्ट्रिक बाइक का सबसे क़ीमती हिस्सा उसकी बैटरी है/)).toBeInTheDocument();

    const meta = screen.getByText(/को प्रकाशित/);
    expect(meta).toHaveTextContent('24 सितंबर 2026 को प्रकाशित · देखभाल के टिप्स · पढ़ने में 6 मिनट');
    expect(within(meta).getByRole('link', { name: 'देखभाल के टिप्स' })).toHaveAttribute('href', '/blog/ev-maintenance-tips');

    // Devanagari headings get ids of their own, and the contents list points at them.
    const contents = screen.getByRole('navigation', { name: 'विषय-सूची' });
    const first = within(contents).getByRole('link', { name: 'बैटरी की "उम्र" का असल मतलब' });
    expect(first).toHaveAttribute('href', '#section-1');
    expect(document.getElementById('section-1')).toHaveTextContent('बैटरी की "उम्र" का असल मतलब');
    const ids = within(contents).getAllByRole('link').map((a) => a.getAttribute('href')?.slice(1) ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(document.getElementById(id), id).not.toBeNull();

    // Its internal links lead to the Hindi site's pages.
    expect(screen.getAllByRole('link', { name: 'RV400' })[0]).toHaveAttribute('href', '/hi/rv400');

    expect(screen.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' }).querySelectorAll('details')).toHaveLength(3);
    const alsoRead = screen.getByRole('region', { name: 'यह भी पढ़ें' });
    expect(within(alsoRead).getByRole('link', { name: 'गर्मी में बैटरी और रेंज: 45°C में इलेक्ट्रिक बाइक की देखभाल' })).toHaveAttribute('href', '/blog/garmi-mein-battery');
    expect(screen.getByText('यह लेख शेयर करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();

    const side = screen.getByRole('complementary', { name: 'ब्लॉग नेविगेशन' });
    const categories = within(within(side).getByRole('region', { name: 'श्रेणियाँ' })).getAllByRole('link');
    expect(categories.map((a) => a.textContent)).toEqual(['सभी', 'EV ख़रीदारी गाइड', 'इलेक्ट्रिक बाइक के फ़ीचर', 'EV के रुझान', 'देखभाल के टिप्स', 'पर्यावरण', 'EV समाचार']);
    const recent = within(within(side).getByRole('region', { name: 'हाल के लेख' })).getAllByRole('link');
    expect(recent.map((a) => a.getAttribute('href'))).toEqual(allArticles.slice(0, 5).map((a) => `/blog/${a.slug}`));

    for (const english of ['Posted on', 'Frequently asked questions', 'Also read', 'Contents', 'Share this article', 'Recent posts']) expect(screen.queryByText(english)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^इलेक्ट्रिक बाइक की बैटरी की देखभाल/));
  });

  it('follows a link of its text inside the Hindi site (whose router drops the /hi)', async () => {
    const { user } = renderBlog('/blog/battery-ki-dekhbhal');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getAllByRole('link', { name: 'RV400' })[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rv400$/);
  });

  it('highlights a category named in the address', async () => {
    renderBlog('/blog/battery-ki-dekhbhal/ev-maintenance-tips');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const categories = within(screen.getByRole('region', { name: 'श्रेणियाँ' }));
    expect(categories.getByRole('link', { name: 'देखभाल के टिप्स' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the Hindi blog index', () => {
  it('lists the Hindi articles 12 at a time, with load more and search by a Hindi word', async () => {
    const { user } = renderBlog('/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'राइडर ब्लॉग' })).toBeInTheDocument();
    const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent ?? '');
    expect(titles()).toHaveLength(12);
    expect(titles()[0]).toBe(allArticles[0]?.title);
    expect(screen.getByText(`${allArticles.length} लेख`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `और लेख दिखाएँ (${allArticles.length - 12} और)` }));
    expect(titles()).toHaveLength(allArticles.length);

    await user.type(screen.getByRole('searchbox', { name: 'शीर्षक से लेख खोजें' }), 'बैटरी');
    expect(titles().length).toBeGreaterThan(0);
    expect(titles().every((t) => t.includes('बैटरी'))).toBe(true);
    expect(screen.getByText(/“बैटरी” से मिलते \d+ लेख/)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(screen.getByText('“zzzz” से कोई लेख नहीं मिला। छोटा शब्द आज़माएँ, या कोई श्रेणी देखें।')).toBeInTheDocument();

    const chips = within(screen.getByRole('navigation', { name: 'ब्लॉग की श्रेणियाँ' }));
    expect(chips.getByRole('link', { name: 'सभी' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'RSS से सब्सक्राइब करें' })).toHaveAttribute('href', '/hi/blog/feed.xml');
    expect(screen.queryByRole('heading', { name: 'Rider’s blog' })).toBeNull();
  });

  it('shows a category page under its Hindi name', async () => {
    renderBlog('/blog/ev-news');
    expect(await screen.findByRole('heading', { level: 1, name: 'EV समाचार' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBe(allArticles.filter((a) => a.category === 'EV News').length);
    expect(cards.every((c) => c.textContent?.includes('EV समाचार'))).toBe(true);
    expect(within(screen.getByRole('navigation', { name: 'ब्लॉग की श्रेणियाँ' })).getByRole('link', { name: 'EV समाचार' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^EV समाचार: भारतीय राइडरों के लिए लेख/));
  });
});
