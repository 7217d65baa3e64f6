// Review endpoints for screen tests, made from the contract (contract/reviews-endpoints.ts): one delivered order (501,
// an RV400) that the signed-in customer may review, a model's published reviews with their summary computed from the
// list, and the moderation actions. Reset before each test (resetReviews in tests/setup.ts).
import { HttpResponse, http } from 'msw';
import { reviewEndpointSchemas as schemas } from '@contract/reviews-endpoint-schemas';
import { reviewEndpoints as e } from '@contract/reviews-endpoints';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_ORDER_PHOTO_PATH, REVIEW_PHOTO_PATH, REVIEW_PHOTO_TYPES, REVIEW_TITLE_MAX, REVIEW_TITLE_MIN, reviewMessages as m } from '@contract/review-rules';
import type { BackOfficeReview, ReviewRequest } from '@contract/reviews';
import { endpointHandler } from '../endpoint';

export const REVIEW_ORDER = { order_id: 501, reference: 'BK-000501', model: 'rv400', model_name: 'RV400', delivered_on: '2099-01-10' };

let reviews: BackOfficeReview[] = [];
let nextId = 1;

let myVotes: number[] = [];

export function resetReviews(): void {
  reviews = [];
  nextId = 1;
  myVotes = [];
}

/** The reviews the signed-in user voted helpful before (GET …/reviews/my-votes). */
export function setMyVotes(ids: number[]): void {
  myVotes = ids;
}

export function addMockReview(overrides: Partial<BackOfficeReview> = {}): BackOfficeReview {
  const id = nextId++;
  const review: BackOfficeReview = {
    id, rating: 5, title: `Review ${id}`, body: 'Rides beautifully every day to the office and back.', author_name: 'Asha K.', months_owned: 3,
    written_at: new Date(Date.UTC(2099, 0, 1 + id)).toISOString(), helpful: 0, reply: null, photo: null, state: 'published', hidden_reason: null,
    model: 'rv400', model_name: 'RV400', order_id: 900 + id, order_reference: `BK-000${900 + id}`, customer_id: 7, flags: [],
    ...overrides,
  };
  reviews.push(review);
  return review;
}

const publicOf = ({ id, rating, title, body, author_name, months_owned, written_at, helpful, reply, photo }: BackOfficeReview) => ({ id, rating, title, body, author_name, months_owned, written_at, helpful, reply, photo });
const ownOf = (r: BackOfficeReview) => ({ ...publicOf(r), state: r.state, hidden_reason: r.hidden_reason });
const find = (id: unknown) => reviews.find((r) => r.id === Number(id));
const notFound = () => HttpResponse.json({ message: m.notFound }, { status: 404 });

function page<T>(rows: T[], search: URLSearchParams, fallbackSize: number) {
  const p = Number(search.get('page') ?? 1);
  const size = Number(search.get('pageSize') ?? fallbackSize);
  return { data: rows.slice((p - 1) * size, p * size), page: p, pageSize: size, pages: Math.max(1, Math.ceil(rows.length / size)), total: rows.length };
}

export const reviewHandlers = [
  endpointHandler(e.modelReviews, schemas.modelReviews, ({ params, request }) => {
    const search = new URL(request.url).searchParams;
    const published = reviews.filter((r) => r.model === params.id && r.state === 'published');
    const sorted = [...published].sort((a, b) => (search.get('sort') === 'helpful' ? b.helpful - a.helpful : 0) || b.written_at.localeCompare(a.written_at));
    const distribution = [1, 2, 3, 4, 5].map((n) => published.filter((r) => r.rating === n).length);
    const sum = published.reduce((s, r) => s + r.rating, 0);
    const summary = { average: published.length ? Math.round((sum / published.length) * 10) / 10 : 0, count: published.length, distribution };
    return HttpResponse.json({ ...page(sorted.map(publicOf), search, 5), summary });
  }),
  endpointHandler(e.draft, schemas.draft, ({ params }) => {
    if (Number(params.id) !== REVIEW_ORDER.order_id) return HttpResponse.json({ message: m.bikeNotFound }, { status: 404 });
    const mine = reviews.find((r) => r.order_id === REVIEW_ORDER.order_id);
    return HttpResponse.json({ data: { ...REVIEW_ORDER, review: mine ? ownOf(mine) : null } });
  }),
  endpointHandler(e.save, schemas.save, async ({ params, request }) => {
    if (Number(params.id) !== REVIEW_ORDER.order_id) return HttpResponse.json({ message: m.bikeNotFound }, { status: 404 });
    const body = (await request.json()) as ReviewRequest;
    const errors = [
      ...(body.title.length < REVIEW_TITLE_MIN || body.title.length > REVIEW_TITLE_MAX ? [{ field: 'title', message: m.title }] : []),
      ...(body.body.length < REVIEW_BODY_MIN || body.body.length > REVIEW_BODY_MAX ? [{ field: 'body', message: m.body }] : []),
    ];
    if (errors.length) return HttpResponse.json({ message: errors.map((x) => `${x.field}: ${x.message}`).join(' '), errors }, { status: 400 });
    const existing = reviews.find((r) => r.order_id === REVIEW_ORDER.order_id);
    const review = existing ?? addMockReview({ order_id: REVIEW_ORDER.order_id, order_reference: REVIEW_ORDER.reference, months_owned: 0, author_name: 'Rohan D.' });
    Object.assign(review, { rating: body.rating, title: body.title, body: body.body, state: 'pending', hidden_reason: null });
    return HttpResponse.json({ message: m.saved, data: ownOf(review) });
  }),
  endpointHandler(e.helpful, schemas.helpful, ({ params }) => {
    const review = find(params.id);
    if (!review || review.state !== 'published') return HttpResponse.json({ message: m.notPublished }, { status: 404 });
    review.helpful += 1;
    return HttpResponse.json({ message: m.voted, data: { id: review.id, helpful: review.helpful } });
  }),
  // The signed-in user's earlier votes: none unless a test sets them.
  endpointHandler(e.myVotes, schemas.myVotes, () => HttpResponse.json({ data: myVotes })),
  endpointHandler(e.boList, schemas.boList, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const state = search.get('state') ?? 'pending';
    return HttpResponse.json(page(reviews.filter((r) => r.state === state), search, 20));
  }),
  endpointHandler(e.boPublish, schemas.boPublish, ({ params }) => {
    const review = find(params.id);
    if (!review) return notFound();
    Object.assign(review, { state: 'published', hidden_reason: null });
    return HttpResponse.json({ message: m.published, data: review });
  }),
  endpointHandler(e.boHide, schemas.boHide, async ({ params, request }) => {
    const review = find(params.id);
    if (!review) return notFound();
    const { reason } = (await request.json()) as { reason: string };
    Object.assign(review, { state: 'hidden', hidden_reason: reason });
    return HttpResponse.json({ message: m.hidden, data: review });
  }),
  endpointHandler(e.boReply, schemas.boReply, async ({ params, request }) => {
    const review = find(params.id);
    if (!review) return notFound();
    const { reply } = (await request.json()) as { reply: string };
    review.reply = { text: reply, at: new Date(Date.UTC(2099, 1, 1)).toISOString() };
    return HttpResponse.json({ message: m.replied, data: review });
  }),
  // The photo: multipart in, an image out (server/modules/reviews/photo-routes.ts), so plain MSW handlers.
  http.put(REVIEW_ORDER_PHOTO_PATH, async ({ params, request }) => {
    const review = reviews.find((r) => r.order_id === Number(params.id));
    if (!review) return HttpResponse.json({ message: m.photoNeedsReview }, { status: 409 });
    const file = (await request.formData()).get('photo');
    // Node's File, not the test window's: judged by its fields.
    if (typeof file !== 'object' || file === null || !(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      return HttpResponse.json({ message: `photo: ${m.photoType}`, errors: [{ field: 'photo', message: m.photoType }] }, { status: 400 });
    }
    Object.assign(review, { photo: { width: 640, height: 480 }, state: 'pending', hidden_reason: null });
    return HttpResponse.json({ message: m.photoSaved, data: ownOf(review) });
  }),
  http.delete(REVIEW_ORDER_PHOTO_PATH, ({ params }) => {
    const review = reviews.find((r) => r.order_id === Number(params.id));
    if (!review) return HttpResponse.json({ message: m.photoNeedsReview }, { status: 409 });
    Object.assign(review, { photo: null, state: 'pending' });
    return HttpResponse.json({ message: m.photoRemoved, data: ownOf(review) });
  }),
  http.get(REVIEW_PHOTO_PATH, ({ params }) =>
    find(params.id)?.photo ? new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } }) : notFound(),
  ),
];
