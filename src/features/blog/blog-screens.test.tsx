import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
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

describe('article screen', () => {
  it('shows breadcrumb, title, date, body, FAQ, Also Read and the side column', async () => {
    renderBlog('/blog/pm-e-drive-scheme');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(/PM E-DRIVE/);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['Home', 'Blog', h1.textContent]);
    expect(screen.getByText(/Posted on/)).toHaveTextContent('8 May 2025');
    expect(screen.getByRole('img', { name: /^Illustration of/ })).toHaveAttribute('width', '1200');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Also read' })).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link');
    expect(categories.map((a) => a.textContent)).toEqual(['All', 'EV Buying Guide', 'Electric Bike Features', 'EV Trends', 'EV Maintenance Tips', 'Sustainability', 'EV News']);
    expect(categories[1]).toHaveAttribute('href', '/blog/ev-buying-guide');
    expect(categories[0]).toHaveAttribute('aria-current', 'page');

    const recent = within(screen.getByRole('region', { name: 'Recent posts' })).getAllByRole('link');
    expect(recent).toHaveLength(5);
    expect(recent.map((a) => a.getAttribute('href'))).toEqual([
      '/blog/impact-of-motor-power-on-ebike-efficiency',
      '/blog/electric-motorcycles-pros-and-cons',
      '/blog/how-to-maximise-electric-bike-range',
      '/blog/top-electric-motorcycles-of-2025',
      '/blog/how-long-does-electric-bike-battery-last',
    ]);
    expect(recent[0].querySelector('time')).toHaveTextContent('13 July 2025');
    await waitFor(() => expect(document.title).toMatch(/^PM E-DRIVE/));
  });

  it('makes no API call (MSW fails any unhandled request)', async () => {
    renderBlog('/blog/how-to-charge-an-electric-bike');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown slug', async () => {
    renderBlog('/blog/no-such-article');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('article screen with the categoryName parameter (SPEC §2, §4)', () => {
  const categoryLinks = () => within(screen.getByRole('region', { name: 'Categories' }));

  it.each(['ev-news', 'EV%20News'])('keeps /blog/{article}/%s as the selected category and highlights it in the side column', async (param) => {
    renderBlog(`/blog/pm-e-drive-scheme/${param}`);
    expect(await screen.findByRole('heading', { level: 1, name: /PM E-DRIVE/ })).toBeInTheDocument();
    expect(categoryLinks().getByRole('link', { name: 'EV News' })).toHaveAttribute('aria-current', 'page');
    expect(categoryLinks().getByRole('link', { name: 'EV News' })).toHaveClass('is-selected');
    expect(categoryLinks().getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(categoryLinks().getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    // The parameter changes nothing else: the same article, its own canonical address.
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog\/pm-e-drive-scheme$/));
  });

  it('an unknown category leaves All selected', async () => {
    renderBlog('/blog/pm-e-drive-scheme/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: /PM E-DRIVE/ })).toBeInTheDocument();
    expect(categoryLinks().getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('a category page takes no such parameter', async () => {
    renderBlog('/blog/ev-news/ev-trends');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('blog index', () => {
  it('lists articles newest first, 12 at a time, with load more and title search', async () => {
    const { user } = renderBlog('/blog');
    const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titles()).toHaveLength(12);
    const dates = screen.getAllByRole('article').map((a) => a.querySelector('time')?.getAttribute('datetime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    await user.click(screen.getByRole('button', { name: /Load more articles/ }));
    expect(titles()).toHaveLength(24);
    await user.type(screen.getByRole('searchbox', { name: 'Search articles by title' }), 'monsoon');
    expect(titles().every((t) => /monsoon/i.test(t ?? ''))).toBe(true);
    expect(titles().length).toBeGreaterThan(0);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(screen.getByText(/No articles match/)).toBeInTheDocument();
  });

  it('filters a category page and highlights that category', async () => {
    renderBlog('/blog/ev-news');
    expect(await screen.findByRole('heading', { level: 1, name: 'EV News' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.every((c) => c.textContent?.includes('EV News'))).toBe(true);
    // The categories are the chips above the list; the side column does not repeat them.
    expect(screen.queryByRole('region', { name: 'Categories' })).not.toBeInTheDocument();
    const chips = within(screen.getByRole('navigation', { name: 'Blog categories' }));
    expect(chips.getByRole('link', { name: 'EV News' })).toHaveAttribute('aria-current', 'page');
    expect(chips.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });
});
