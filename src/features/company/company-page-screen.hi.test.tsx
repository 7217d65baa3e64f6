// The Hindi site's "About us" (run by `VITE_SITE_LANG=hi vitest run`): its own Hindi text (src/content/pages-hi) in the
// content pages' frame, whose words come from the Hindi catalogue.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { pageFile } from '@/content/pages';
import { CompanyPageScreen } from './company-page-screen';

function renderPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<CompanyPageScreen />} />
    </Routes>,
    { route: path },
  );
}

describe('About us in Hindi', () => {
  it('reads the Hindi version of the page', () => {
    expect(pageFile('about-us')).toBe('src/content/pages-hi/about-us.md');
    expect(pageFile('terms')).toBe('src/content/pages/terms.md');
  });

  it('shows the Hindi text under a Hindi title, with its date, contents and links in Hindi', async () => {
    renderPage('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Revolt Motors के बारे में' })).toBeInTheDocument();
    expect(screen.getByText(/^आख़िरी बदलाव:/)).toHaveTextContent('आख़िरी बदलाव: 27 नवंबर 2026');
    const contents = screen.getByRole('navigation', { name: 'विषय-सूची' });
    expect(within(contents).getByRole('link', { name: 'हमारा मक़सद' })).toHaveAttribute('href', '#section-1');
    expect(screen.getByRole('heading', { level: 2, name: 'हमारा मक़सद' })).toHaveAttribute('id', 'section-1');
    expect(screen.getByRole('link', { name: 'तुलना पेज' })).toHaveAttribute('href', '/hi/comparison');
    expect(screen.queryByRole('heading', { name: 'About Revolt Motors' })).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Revolt Motors के बारे में/));
  });
});
