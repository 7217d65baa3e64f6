import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reviewMessages as m } from '@contract/review-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { REVIEW_ORDER, addMockReview, setMyVotes } from '../../../tests/mocks/handlers/reviews';
import { renderWithProviders } from '../../../tests/render';
import { ModelReviewsSection } from './model-reviews';
import { ReviewModerationScreen } from './review-moderation-screen';
import { ReviewScreen } from './review-screen';

const customer = { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } };
const admin = { userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ token: 'token-admin', isAdmin: true, user_type: 'admin' }) } };

function renderReview(orderId = REVIEW_ORDER.order_id) {
  return renderWithProviders(
    <Routes>
      <Route path="/review/:orderId" element={<ReviewScreen />} />
    </Routes>,
    { route: `/review/${orderId}`, preloadedState: customer },
  );
}

describe('/review/:orderId', () => {
  it('says what is wrong, keeps every value, then saves the review as waiting for moderation', async () => {
    const { user } = renderReview();
    expect(await screen.findByRole('heading', { name: 'Review your RV400' })).toBeInTheDocument();
    expect(screen.getByText(/Verified owner for/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Ok');
    await user.type(screen.getByRole('textbox', { name: /^Your review/ }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(m.rating)).toBeInTheDocument();
    expect(screen.getByText(m.title)).toBeInTheDocument();
    expect(screen.getByText(m.body)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Ok');
    expect(screen.getByRole('textbox', { name: /^Your review/ })).toHaveValue('Too short');

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'ay after a month');
    await user.type(screen.getByRole('textbox', { name: /^Your review/ }), ': the range holds up on my office commute.');
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    expect(screen.getByText(/Waiting for moderation/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Okay after a month');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('refuses a file that is not a photo, keeping the rest, then saves the review with its photo, which can be removed', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:review-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { user } = renderReview();
    await screen.findByRole('heading', { name: 'Review your RV400' });
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Looks great');
    await user.type(screen.getByRole('textbox', { name: /^Your review/ }), 'The red paint turns heads at every signal in town.');
    const picker = screen.getByLabelText(/^Photo/);
    // Past the picker's accept list (a browser lets "All files" be chosen): the form still checks the type.
    fireEvent.change(picker, { target: { files: [new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(m.photoType)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(screen.getByLabelText(/^Photo/)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Looks great');

    fireEvent.change(picker, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'bike.png', { type: 'image/png' })] } });
    expect(screen.queryByText(m.photoType)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(m.photoSaved)).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: /Shared by .* with the review “Looks great”/ });
    expect(img).toHaveAttribute('src', 'blob:review-photo');
    expect(img).toHaveAttribute('width', '640');

    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    expect(await screen.findByText(m.photoRemoved)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Shared by/ })).not.toBeInTheDocument();
  });

  it('shows a hidden review with its reason, ready to edit', async () => {
    addMockReview({ order_id: REVIEW_ORDER.order_id, title: 'Call me', state: 'hidden', hidden_reason: 'It gives a phone number' });
    renderReview();
    expect(await screen.findByText(/Our team hid it: It gives a phone number/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Call me');
  });

  it('says so when the order is not a delivered one of the customer', async () => {
    renderReview(77);
    expect(await screen.findByText(m.bikeNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the owners\' reviews of a model page', () => {
  it('shows the average, the count, the distribution and the newest reviews, a page at a time, and hands on the rating', async () => {
    for (const rating of [5, 4, 5, 3, 5, 4]) addMockReview({ rating });
    addMockReview({ rating: 1, state: 'pending', title: 'Not yet published' });
    const onReviews = vi.fn();
    const { user } = renderWithProviders(<ModelReviewsSection model="rv400" modelName="RV400" onReviews={onReviews} />);
    expect(await screen.findByText('4.3')).toBeInTheDocument();
    expect(screen.getByText(/from 6 verified owners/)).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Reviews by stars' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(bars[0]).toMatch(/^5 star3/);
    expect(bars[4]).toMatch(/^1 star0/);
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2']);
    expect(screen.queryByText('Not yet published')).not.toBeInTheDocument();
    expect(onReviews).toHaveBeenCalledWith(expect.objectContaining({ summary: expect.objectContaining({ count: 6, average: 4.3 }) }));

    await user.click(screen.getByRole('button', { name: 'Next reviews' }));
    await waitFor(() => expect(titles()).toEqual(['Review 1']));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByText(/Verified owner for 3 months/)).toHaveLength(1);
  });

  it('sorts by the most helpful and lets a signed-in visitor vote', async () => {
    addMockReview({ title: 'Old but useful', helpful: 4 });
    addMockReview({ title: 'Newest' });
    const { user } = renderWithProviders(<ModelReviewsSection model="rv400" modelName="RV400" />, { preloadedState: customer });
    expect(await screen.findByRole('heading', { name: 'Newest' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Most helpful first' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Old but useful'));
    await user.click(screen.getByRole('button', { name: /^Helpful\W+Old but useful$/ }));
    expect(await screen.findByText(m.voted)).toBeInTheDocument();
    expect(screen.getByText('5 people found this helpful.')).toBeInTheDocument();
  });

  it('shows a signed-in visitor the reviews they voted helpful before, after a reload', async () => {
    const voted = addMockReview({ title: 'Voted before', helpful: 1 });
    addMockReview({ title: 'Not voted' });
    setMyVotes([voted.id]);
    renderWithProviders(<ModelReviewsSection model="rv400" modelName="RV400" />, { preloadedState: customer });
    const article = (await screen.findByRole('heading', { name: 'Voted before' })).closest('article')!;
    expect(await within(article).findByText(m.votedBefore)).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: /^Helpful/ })).not.toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Not voted' }).closest('article')!;
    expect(within(other).getByRole('button', { name: /^Helpful\W+Not voted$/ })).toBeInTheDocument();
  });

  it('says when nobody has reviewed the model yet, and asks a visitor to sign in to vote', async () => {
    renderWithProviders(<ModelReviewsSection model="rv1" modelName="RV1" />);
    expect(await screen.findByText(/No owner has reviewed the RV1 yet/)).toBeInTheDocument();
  });
});

describe('/reviewlist (admins)', () => {
  it('shows what the checks found, publishes a review, and hides one only with a reason', async () => {
    addMockReview({ title: 'Flagged one', state: 'pending', flags: ['profanity', 'mobile_number'] });
    addMockReview({ title: 'Clean one', state: 'pending' });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/reviewlist" element={<ReviewModerationScreen />} />
      </Routes>,
      { route: '/reviewlist', preloadedState: admin },
    );
    expect(await screen.findByRole('heading', { name: 'Flagged one' })).toBeInTheDocument();
    expect(screen.getByText('Contains a word of the profanity list')).toBeInTheDocument();
    expect(screen.getByText('Contains what looks like a mobile number')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Publish\W+Clean one/ }));
    expect(await screen.findByText(m.published)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Clean one' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /^Hide\W+Flagged one/ }));
    await user.click(screen.getByRole('button', { name: 'Hide the review' }));
    expect(await screen.findByText(m.hideReason)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Reason for hiding/ }), 'Abusive words and a phone number');
    await user.click(screen.getByRole('button', { name: 'Hide the review' }));
    expect(await screen.findByText(m.hidden)).toBeInTheDocument();
    expect(await screen.findByText('No reviews are waiting.')).toBeInTheDocument();
  });
});
