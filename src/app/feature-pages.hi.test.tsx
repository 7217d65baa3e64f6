// A model's feature page on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): its Hindi text (src/content/pages-hi)
// in a frame whose every word is Hindi (breadcrumb, contents, the stories above the text, the pictures' names), its
// links inside /hi, as the Hindi site's router (basename /hi) renders it.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBike, type Bike } from '@/content/bikes';
import { pageFile } from '@/content/pages';
import { CompanyPageScreen } from '@/features/company/company-page-screen';
import { provideFeatureStories } from '@/lib/feature-stories-slot';
import { AppProviders } from './app';
import { makeStore } from './store';

const rv400 = findBike('rv400') as Bike;

beforeAll(async () => {
  provideFeatureStories(() => import('@/features/feature-stories/feature-stories'));
  // The stories' photographs ask the media library through modules loaded on demand: loaded here, so a page unmounted
  // before its request is made does not import them after the test environment is gone.
  await Promise.all([import('@/lib/api/media'), import('@/lib/store/request')]);
});

function renderHindi(path: string) {
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter basename="/hi" initialEntries={[`/hi${path}`]}>
        <Routes>
          <Route path={path} element={<CompanyPageScreen />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The words in Latin letters that the page shows or names (alt texts, labels) outside its Markdown text. */
function latinWordsOutsideText(): string[] {
  const page = document.querySelector('.page') as HTMLElement;
  const words: string[] = [];
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('.rich-text, script')) continue;
    const text = node instanceof Element ? ['alt', 'aria-label', 'title'].map((a) => node.getAttribute(a) ?? '').join(' ') : (node.textContent ?? '');
    words.push(...(text.match(/[A-Za-z]{2,}/g) ?? []));
  }
  return words;
}

describe('a feature page in Hindi', () => {
  it('reads the Hindi version of every feature page', () => {
    for (const slug of ['rv400-charging', 'rv400-comfort', 'rv400-aesthetic', 'rv400-safety', 'rv400-brz-aesthetic', 'rv400-brz-comfort', 'ai-enabled', 'revolt-alexa'])
      expect(pageFile(slug)).toBe(`src/content/pages-hi/${slug}.md`);
  });

  it('shows /rv400/charging with its stories, contents, breadcrumb and links in Hindi', async () => {
    renderHindi('/rv400/charging');
    expect(await screen.findByRole('heading', { level: 1, name: 'RV400 चार्जिंग: घर पर, फ़ास्ट चार्जर से और बैटरी निकालकर' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    // The stories above the text, then the contents, then the text.
    const story = screen.getByRole('heading', { level: 2, name: 'बैटरी निकालें, घर के अंदर चार्ज करें' });
    const contents = screen.getByRole('navigation', { name: 'विषय-सूची' });
    const text = screen.getByRole('heading', { level: 2, name: 'चार्ज करने के तीन तरीक़े' });
    expect(story.compareDocumentPosition(contents) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(contents).getByRole('link', { name: 'चार्ज करने के तीन तरीक़े' })).toHaveAttribute('href', `#${text.id}`);
    expect(screen.getByRole('img', { name: /^चार्जिंग का समय/ })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'रेबल रेड रंग में RV400 इलेक्ट्रिक मोटरसाइकिल, आगे दाईं ओर से' })).not.toHaveLength(0);
    // The text's figures are the bike data's, and its links stay on the Hindi site.
    expect(screen.getByText(new RegExp(`${rv400.batteryKwh} kWh की लिथियम-आयन NMC बैटरी है`))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^तालिका 1: तरीक़ा, कहाँ/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बचत कैलकुलेटर' })).toHaveAttribute('href', '/hi/savings');
    expect(screen.getByRole('link', { name: 'घर पर इलेक्ट्रिक बाइक चार्जिंग' })).toHaveAttribute('href', '/hi/blog/ghar-par-electric-bike-charging');
    expect(screen.queryByText(/Three ways to charge|Lift it out|Last updated|Contents/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^RV400 चार्जिंग/));
  });

  it('frames every feature page in Hindi: no English word outside the text but names, units and codes', async () => {
    const allowed = new Set(['AI', 'RV', 'BRZ', 'kWh', 'kW', 'km', 'kmph', 'mm', 'kg', 'Nm', 'NMC', 'LED', 'CBS', 'IP', 'Eco', 'Normal', 'Sport', 'MyRevolt', 'Revolt', 'Alexa']);
    for (const path of ['/rv400/charging', '/rv400/comfort', '/rv400/aesthetic', '/rv400/safety', '/rv400-brz/aesthetic', '/rv400-brz/comfort', '/ai-enabled', '/revolt-alexa']) {
      const { unmount } = renderHindi(path);
      await screen.findByRole('heading', { level: 1 });
      expect(latinWordsOutsideText().filter((w) => !allowed.has(w)), path).toEqual([]);
      unmount();
    }
  });

  it('names the colours of the design pages in Hindi', async () => {
    renderHindi('/rv400-brz/aesthetic');
    const colours = await screen.findByRole('list', { name: '3 रंगों में RV400 BRZ' });
    expect(within(colours).getAllByRole('listitem').map((li) => li.querySelector('figcaption')?.textContent)).toEqual(['रेबल रेड', 'डार्क सफ़ायर ब्लू', 'ब्लैक']);
  });
});
