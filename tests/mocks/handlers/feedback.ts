// Feedback endpoints for screen tests, made from the contract (contract/feedback-endpoints.ts): every success answer is
// checked against the server's schema.
import { HttpResponse } from 'msw';
import type { FeedbackEntry, FeedbackSummary } from '@contract/feedback';
import { feedbackEndpointSchemas as schemas } from '@contract/feedback-endpoint-schemas';
import { feedbackEndpoints as e } from '@contract/feedback-endpoints';
import { feedbackMessages } from '@contract/feedback-rules';
import { endpointHandler } from '../endpoint';

/** The signed link the tests open: link 7, answered once. */
export const FEEDBACK_LINK = { link: '7', exp: '1900000000', sig: 'good-signature' };
const state = { answered: false };
export const resetFeedback = () => {
  state.answered = false;
};

export const feedbackEntries: FeedbackEntry[] = Array.from({ length: 23 }, (_, i) => ({
  id: 23 - i,
  subject: i % 2 ? 'test_ride' : 'order',
  reference: i % 2 ? `TR-${String(100 + i).padStart(6, '0')}` : `BK-${String(100 + i).padStart(6, '0')}`,
  hubId: i % 3 ? 1 : 9,
  hubName: i % 3 ? 'Andheri East' : 'Koramangala',
  nps: i % 11,
  hubRating: 4,
  bikeRating: 5,
  processRating: 3,
  comment: `Comment ${23 - i}`,
  createdAt: `2026-11-${String(20 - (i % 19)).padStart(2, '0')}T10:00:00.000Z`,
}));

export const feedbackSummaryData: FeedbackSummary = {
  responses: 23,
  nps: 8.7,
  promoters: 8,
  passives: 6,
  detractors: 9,
  distribution: [2, 2, 2, 1, 1, 1, 0, 3, 3, 4, 4],
  averages: { hub: 4, bike: 5, process: 3 },
  byMonth: [
    { month: '2026-10', responses: 10, nps: -10 },
    { month: '2026-11', responses: 13, nps: 23.1 },
  ],
  byHub: [
    { hubId: 1, hubName: 'Andheri East', responses: 15, nps: 20 },
    { hubId: 9, hubName: 'Koramangala', responses: 8, nps: -12.5 },
  ],
  hubs: [
    { id: 1, name: 'Andheri East' },
    { id: 9, name: 'Koramangala' },
  ],
};

export const feedbackHandlers = [
  endpointHandler(e.link, schemas.link, ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('sig') !== FEEDBACK_LINK.sig) return HttpResponse.json({ message: feedbackMessages.linkInvalid }, { status: 404 });
    if (state.answered) return HttpResponse.json({ message: feedbackMessages.answered }, { status: 410 });
    return HttpResponse.json({ data: { subject: 'order', reference: 'BK-000042', hubName: 'Andheri East', model: 'RV400' } });
  }),
  endpointHandler(e.answerLink, schemas.answerLink, () => {
    if (state.answered) return HttpResponse.json({ message: feedbackMessages.answered }, { status: 410 });
    state.answered = true;
    return HttpResponse.json({ message: 'Thank you for your feedback.' }, { status: 201 });
  }),
  // Signed in: my own delivered order 42 (any other is not mine), rated once as the link is.
  endpointHandler(e.mine, schemas.mine, ({ params }) => {
    if (params.subject !== 'order' || params.id !== '42') return HttpResponse.json({ message: feedbackMessages.notYours }, { status: 404 });
    if (state.answered) return HttpResponse.json({ message: feedbackMessages.answered }, { status: 410 });
    return HttpResponse.json({ data: { subject: 'order', reference: 'BK-000042', hubName: 'Andheri East', model: 'RV400' } });
  }),
  endpointHandler(e.answerMine, schemas.answerMine, ({ params }) => {
    if (params.subject !== 'order' || params.id !== '42') return HttpResponse.json({ message: feedbackMessages.notYours }, { status: 404 });
    if (state.answered) return HttpResponse.json({ message: feedbackMessages.answered }, { status: 410 });
    state.answered = true;
    return HttpResponse.json({ message: 'Thank you for your feedback.' }, { status: 201 });
  }),
  endpointHandler(e.list, schemas.list, ({ request }) => {
    const url = new URL(request.url);
    const hub = Number(url.searchParams.get('hub')) || null;
    const page = Number(url.searchParams.get('page')) || 1;
    const rows = feedbackEntries.filter((e) => !hub || e.hubId === hub);
    return HttpResponse.json({ data: rows.slice((page - 1) * 20, page * 20), page, pageSize: 20, pages: Math.max(1, Math.ceil(rows.length / 20)), total: rows.length });
  }),
  endpointHandler(e.summary, schemas.summary, () => HttpResponse.json({ data: feedbackSummaryData })),
  endpointHandler(
    e.export,
    schemas.export,
    () =>
      new HttpResponse('Answered at,Reference,Subject,Hub,NPS score,Hub rating,Bike rating,Process rating,Comment\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="feedback-2026-11-20.csv"' },
      }),
  ),
];
