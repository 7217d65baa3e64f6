// The feature stories on a model's sub-page: the stories feature fills the content page's slot
// (lib/feature-stories-slot.ts), above the table of contents and the page's Markdown text.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyPageScreen } from '@/features/company/company-page-screen';
import { provideFeatureStories } from '@/lib/feature-stories-slot';
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
