// The feature stories on a model's sub-page: the stories feature fills the content page's slot
// (lib/feature-stories-slot.ts), above the table of contents and the page's Markdown text.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyPageScreen } from '@/features/company/company-page-screen';
import { ModelScreen } from '@/features/catalogue/model-screen';
import { provideFeatureStories } from '@/lib/feature-stories-slot';
import { addMockMedia } from '../../tests/mocks/handlers/media';
import { renderWithProviders } from '../../tests/render';

beforeAll(() => {
  provideFeatureStories(() => import('@/features/feature-stories/feature-stories'));
});

function renderPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<CompanyPageScreen />} />
    </Routes>,
    { route: path },
  );
}

describe('feature stories on a content page', () => {
  it('shows the charging page’s stories above its text', async () => {
    renderPage('/rv400/charging');
    const story = await screen.findByRole('heading', { level: 2, name: 'Lift it out, charge it indoors' });
    const text = screen.getByRole('heading', { level: 2, name: 'Three ways to charge' });
    expect(story.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Charging times/ })).toBeInTheDocument();
  });

  it('shows none on a page without a story set', async () => {
    renderPage('/about-us');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.querySelector('.feature-stories')).toBeNull();
  });
});

describe('feature stories on a model page', () => {
  it('shows the model’s own stories with its figures', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/rv400" element={<ModelScreen />} />
      </Routes>,
      { route: '/rv400' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Three ride modes: range or pace' })).toBeInTheDocument();
    expect(screen.getByText(/Eco up to 150 km, Normal up to 100 km and Sport up to 80 km/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lift it out, charge it indoors' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Charging times/ })).toBeInTheDocument();
  });

  it('says no more than the data backs for a model without figures per mode, its renders in the colour chosen', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/rv1" element={<ModelScreen />} />
      </Routes>,
      { route: '/rv1' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Three ride modes, up to 100 km a charge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Charges from a home socket' })).toBeInTheDocument();
    expect(screen.getByText(/Portable charger, 15A home socket\. Plug in/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Dark Silver' }));
    const renders = [...document.querySelectorAll('.feature-story__render')];
    expect(renders).toHaveLength(2);
    expect(renders.map((img) => img.getAttribute('src'))).toEqual(['/images/bikes/rv1-dark-silver-800.webp', '/images/bikes/rv1-dark-silver-800.webp']);
  });

  it('shows the maker’s close-up photograph of the model (media library, detail slot) in place of the render', async () => {
    const photo = addMockMedia({ model: 'rv1', slot: 'detail', colour: '', alt: 'The RV1 battery box up close' });
    renderWithProviders(
      <Routes>
        <Route path="/rv1" element={<ModelScreen />} />
      </Routes>,
      { route: '/rv1' },
    );
    const shown = await screen.findAllByRole('img', { name: 'The RV1 battery box up close' });
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveAttribute('src', expect.stringContaining(`/media/${photo.id}/`));
    expect(document.querySelectorAll('.feature-story__render:not(.model-photo)')).toHaveLength(0);
  });
});
