// The owners' reviews on a model page: the reviews feature fills the page's slot (lib/model-reviews.tsx) after it has
// rendered, and the page's Product JSON-LD then carries the rating and the reviews.
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ModelScreen } from '@/features/catalogue/model-screen';
import { provideModelReviews } from '@/lib/model-reviews-slot';
import { addMockReview } from '../../tests/mocks/handlers/reviews';
import { renderWithProviders } from '../../tests/render';

beforeAll(() => {
  provideModelReviews(() => import('@/features/reviews/model-reviews'));
});

const productLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Product');

function renderModel() {
  return renderWithProviders(
    <Routes>
      <Route path="/rv400" element={<ModelScreen />} />
    </Routes>,
    { route: '/rv400' },
  );
}

describe('a model page with published reviews', () => {
  it('shows the average, the count and the reviews, and its Product JSON-LD gets aggregateRating and review', async () => {
    addMockReview({ rating: 5, title: 'Best commute ever' });
    addMockReview({ rating: 4, title: 'Good range' });
    renderModel();
    expect(screen.getByRole('heading', { name: 'Owners’ reviews' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best commute ever' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText(/from 2 verified owners/)).toBeInTheDocument();
    await waitFor(() => expect(productLd()).toHaveProperty('aggregateRating'));
    expect(productLd()).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [expect.objectContaining({ name: 'Good range', reviewRating: expect.objectContaining({ ratingValue: 4 }) }), expect.objectContaining({ name: 'Best commute ever' })],
    });
  });

  it('keeps the Product JSON-LD without a rating while the model has no published review', async () => {
    addMockReview({ rating: 1, state: 'pending' });
    renderModel();
    expect(await screen.findByText(/No owner has reviewed the RV400 yet/)).toBeInTheDocument();
    expect(productLd()).not.toHaveProperty('aggregateRating');
  });
});

describe('the reviews section of a model page', () => {
  it('asks for the reviews only when it comes within a screen of the view', async () => {
    addMockReview({ rating: 5, title: 'Worth the wait' });
    // A stand-in for the browser's IntersectionObserver that the test drives (jsdom has none), for the reviews section.
    let near: (yes: boolean) => void = () => undefined;
    let margin: string | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private callback: (entries: { isIntersecting: boolean }[]) => void,
          private options?: IntersectionObserverInit,
        ) {}
        observe(el: Element) {
          if (!el.classList.contains('model-reviews')) return;
          margin = this.options?.rootMargin;
          near = (yes) => this.callback([{ isIntersecting: yes }]);
        }
        disconnect() {}
      },
    );
    const load = vi.fn(() => import('@/features/reviews/model-reviews'));
    provideModelReviews(load);
    try {
      renderModel();
      expect(screen.getByRole('heading', { name: 'Owners’ reviews' })).toBeInTheDocument();
      expect(margin).toBe('100% 0px');
      act(() => near(false));
      expect(screen.getByText('Loading reviews…')).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      act(() => near(true));
      expect(load).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('heading', { name: 'Worth the wait' })).toBeInTheDocument();
      act(() => near(false)); // scrolled away again: the reviews stay
      expect(screen.getByRole('heading', { name: 'Worth the wait' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
