import { describe, expect, it } from 'vitest';
import { feedbackListFamily } from './feedback-slice';

describe('feedback list family', () => {
  it('feedback list starts with zero pages and count and fills them on success', () => {
    const start = feedbackListFamily.reducer(undefined, { type: '@@init' });
    expect(start).toMatchObject({ totalPages: 0, totalCount: 0, data: null });
    const s = feedbackListFamily.reducer(start, feedbackListFamily.actions.success({ data: [], totalPages: 4, totalCount: 37 }));
    expect(s).toMatchObject({ totalPages: 4, totalCount: 37, data: [], loading: false });
  });
});
