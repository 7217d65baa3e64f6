// The owners' reviews of a model page on the Hindi site: counts in Hindi with their plurals, the customer's words as
// written.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMockReview } from '../../../tests/mocks/handlers/reviews';
import { renderWithProviders } from '../../../tests/render';
import { ModelReviewsSection } from './model-reviews';

describe('the owners’ reviews of a model page, in Hindi', () => {
  it('shows the average, the owners, the distribution and the pages in Hindi', async () => {
    for (const rating of [5, 4, 5, 3, 5, 4]) addMockReview({ rating, helpful: 1 });
    const { user } = renderWithProviders(<ModelReviewsSection model="rv400" modelName="RV400" />);
    expect(await screen.findByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('6 वेरिफ़ाइड मालिकों की रेटिंग', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 4.3 स्टार' })).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'स्टार के हिसाब से समीक्षाएँ' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(bars[0]).toBe('5 स्टार3 समीक्षाएँ');
    expect(screen.getByRole('radiogroup', { name: 'समीक्षाओं का क्रम' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सबसे मददगार पहले' })).toBeInTheDocument();
    expect(screen.getAllByText('1 व्यक्ति को यह समीक्षा मददगार लगी।')).toHaveLength(5);
    expect(screen.getAllByRole('link', { name: 'वोट देने के लिए साइन इन करें' })).toHaveLength(5);
    expect(screen.getAllByText('3 महीने से वेरिफ़ाइड मालिक')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'अगली समीक्षाएँ' }));
    await waitFor(() => expect(screen.getByText('पेज 2 / 2')).toBeInTheDocument());
    expect(screen.queryByText(/verified owners/)).toBeNull();
  });

  it('says in Hindi that no owner has reviewed the model yet', async () => {
    renderWithProviders(<ModelReviewsSection model="rv1" modelName="RV1" />);
    expect(await screen.findByText(/अभी तक किसी मालिक ने RV1 की समीक्षा नहीं की है।/)).toBeInTheDocument();
  });
});
