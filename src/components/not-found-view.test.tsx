import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allArticles } from '@/content/blog';
import { renderWithProviders } from '../../tests/render';
import { NotFoundView } from './not-found-view';
import { searchSite } from './site-search';

describe('NotFoundView', () => {
  it('lists the five models and popular pages once its body has loaded', async () => {
    renderWithProviders(<NotFoundView />, { route: '/no-such-page' });
    expect(await screen.findByText('/no-such-page', { selector: 'code' })).toBeInTheDocument();
    const models = screen.getByRole('heading', { name: 'Our motorcycles' }).nextElementSibling as HTMLElement;
    expect(within(models).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/rv1', '/rv1Plus', '/rv-blazex', '/rv400', '/rv400-brz']);
    expect(screen.getByRole('link', { name: 'Book a free test ride' })).toHaveAttribute('href', '/test-ride');
  });

  it('searches models, pages and blog articles as the visitor types', async () => {
    const article = allArticles[0];
    const { user } = renderWithProviders(<NotFoundView />, { route: '/rv500' });
    const box = await screen.findByRole('searchbox', { name: 'Search models, pages and articles' });
    await user.type(box, 'rv400 brz');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: 'RV400 BRZ' })).toHaveAttribute('href', '/rv400-brz');
    await user.clear(box);
    await user.type(box, article.title.split(' ').slice(0, 3).join(' '));
    expect(await within(screen.getByRole('list', { name: 'Search results' })).findByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);
    await user.clear(box);
    await user.type(box, 'zzqx');
    expect(screen.getByText(/Nothing matches “zzqx”/)).toBeInTheDocument();
  });
});

describe('searchSite', () => {
  it('matches every word, in titles and keywords, models first', () => {
    expect(searchSite('dealer').map((r) => r.href)).toEqual(['/locate-dealer']);
    expect(searchSite('RV1')[0]).toEqual({ kind: 'Model', title: 'RV1', href: '/rv1' });
    expect(searchSite('   ')).toEqual([]);
    expect(searchSite('charging', [{ slug: 'home-charging', title: 'Charging at home' }]).map((r) => r.kind)).toContain('Article');
  });
});
