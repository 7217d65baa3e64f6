// The Hindi site's not-found page (run by `VITE_SITE_LANG=hi vitest run`): its words from the Hindi catalogue, and a
// search that finds Hindi pages and the Hindi articles by Hindi words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allArticles } from '@/content/blog';
import { renderWithProviders } from '../../tests/render';
import { NotFoundView } from './not-found-view';

describe('NotFoundView in Hindi', () => {
  it('says the page was not found, in Hindi, with the motorcycles and popular pages', async () => {
    renderWithProviders(<NotFoundView />, { route: '/no-such-page' });
    // The outline shown while its code loads is named in Hindi too.
    expect(screen.getByRole('status', { name: 'पेज लोड हो रहा है' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page', { selector: 'code' }).parentElement).toHaveTextContent(/^हमें \/no-such-page नहीं मिला।/);
    expect(screen.getByRole('heading', { name: 'हमारी मोटरसाइकिलें' })).toBeInTheDocument();
    const popular = screen.getByRole('heading', { name: 'लोकप्रिय पेज' }).nextElementSibling as HTMLElement;
    expect(within(popular).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'होम',
      'अपनी मोटरसाइकिल बुक करें',
      'मुफ़्त टेस्ट राइड बुक करें',
      'मॉडलों की तुलना',
      'बचत कैलकुलेटर',
      'सभी इलेक्ट्रिक मोटरसाइकिलें',
      'Revolt हब खोजें',
    ]);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^पेज नहीं मिला/));
  });

  it('finds Hindi articles and pages by Hindi words, and says so when nothing matches', async () => {
    const { user } = renderWithProviders(<NotFoundView />, { route: '/rv500' });
    const box = await screen.findByRole('searchbox', { name: 'मॉडल, पेज और लेख खोजें' });
    await user.type(box, 'बैटरी');
    const results = await screen.findByRole('list', { name: 'खोज के नतीजे' });
    const article = allArticles.find((a) => a.title.includes('बैटरी'));
    expect(within(results).getByRole('link', { name: article?.title })).toHaveAttribute('href', `/blog/${article?.slug}`);
    expect(within(results).getAllByText('लेख').length).toBeGreaterThan(0);
    await user.clear(box);
    await user.type(box, 'टेस्ट राइड');
    expect(within(await screen.findByRole('list', { name: 'खोज के नतीजे' })).getByRole('link', { name: 'मुफ़्त टेस्ट राइड बुक करें' })).toHaveAttribute('href', '/test-ride');
    await user.clear(box);
    await user.type(box, 'zzqx');
    expect(screen.getByText('“zzqx” से कुछ नहीं मिला। RV400 जैसा कोई मॉडल नाम, या “चार्जिंग” जैसा कोई शब्द आज़माएँ।')).toBeInTheDocument();
  });
});
