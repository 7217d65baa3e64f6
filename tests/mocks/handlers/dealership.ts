// Dealership applications as the API answers them (issue 14): the public form and the admin list, detail and review,
// made from the contract (contract/dealership-endpoints.ts): every success answer is checked against the server's schema.
import { HttpResponse } from 'msw';
import type { DealerApplication, DealerApplicationRequest, DealerDetail, DealerUpdateRequest } from '@contract/dealership';
import { dealershipEndpointSchemas as schemas } from '@contract/dealership-endpoint-schemas';
import { dealershipEndpoints as e } from '@contract/dealership-endpoints';
import { endpointHandler } from '../endpoint';
import { pageOf } from '../paging';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const reference = (id: number) => `DA-${String(id).padStart(6, '0')}`;

export function dealerApplication(id: number, overrides: Partial<DealerApplication> = {}): DealerApplication {
  return {
    id,
    reference: reference(id),
    name: `Applicant ${id}`,
    mobile: `98000000${String(id).padStart(2, '0')}`,
    email: `applicant${id}@dealer.example`,
    state: 'MH',
    state_name: 'Maharashtra',
    city: 'MH-PUN',
    city_name: 'Pune',
    current_business: 'Two-wheeler workshop',
    showroom_sqft: 1000 + id * 100,
    budget: '25-30 Lacs',
    message: null,
    status: 'new',
    created_at: at(id),
    updated_at: at(id),
    ...overrides,
  };
}

/** A fresh store of 22 applications per call (one test's worth); `seen` records the bodies received. */
export function dealerHandlers(seen: { applied: DealerApplicationRequest[]; reviews: DealerUpdateRequest[] } = { applied: [], reviews: [] }) {
  const rows = Array.from({ length: 22 }, (_, i) => dealerApplication(i + 1, i === 0 ? { name: 'Zoya Khan', budget: 'Min 24 Lacs', status: 'contacted' } : {}));
  const details = new Map<number, DealerDetail>(
    rows.map((r) => [r.id, { ...r, events: [{ id: r.id * 10, kind: 'created', from: null, to: 'new', note: null, actorName: null, actorRole: 'guest', at: r.created_at }] }]),
  );
  return [
    endpointHandler(e.apply, schemas.apply, async ({ request }) => {
      const body = (await request.json()) as DealerApplicationRequest;
      seen.applied.push(body);
      if (body.mobile === '9999999999') return HttpResponse.json({ message: 'Too many attempts. Please wait a few minutes and try again.' }, { status: 429 });
      return HttpResponse.json({ message: `Thank you, ${body.name.split(' ')[0]}. Your dealership application DA-000042 is with our team.`, data: { id: 42, reference: 'DA-000042' } }, { status: 201 });
    }),
    endpointHandler(e.list, schemas.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const filtered = rows.filter(
        (r) =>
          (!query.get('status') || r.status === query.get('status')) &&
          (!query.get('budget') || r.budget === query.get('budget')) &&
          (!query.get('q') || r.name.toLowerCase().includes(String(query.get('q')).toLowerCase())),
      );
      return HttpResponse.json(pageOf(filtered, query, { created: (r) => r.created_at, name: (r) => r.name, showroom: (r) => r.showroom_sqft }, '-created'));
    }),
    endpointHandler(e.export, schemas.export, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return new HttpResponse('Reference,Name\nDA-000001,Zoya Khan\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="dealer-applications-2026-11-23${status ? `-status-${status}` : ''}.csv"` },
      });
    }),
    endpointHandler(e.detail, schemas.detail, ({ params }) => {
      const detail = details.get(Number(params.id));
      return detail ? HttpResponse.json({ data: detail }) : HttpResponse.json({ message: 'We could not find that dealership application.' }, { status: 404 });
    }),
    endpointHandler(e.review, schemas.review, async ({ params, request }) => {
      const detail = details.get(Number(params.id));
      if (!detail) return HttpResponse.json({ message: 'We could not find that dealership application.' }, { status: 404 });
      const body = (await request.json()) as DealerUpdateRequest;
      seen.reviews.push(body);
      const events = [...detail.events];
      const now = '2026-11-23T12:00:00.000Z';
      if (body.status && body.status !== detail.status) {
        events.push({ id: events.length + 1000, kind: 'state', from: detail.status, to: body.status, note: body.note ?? null, actorName: 'Admin Anand', actorRole: 'admin', at: now });
      } else if (body.note) {
        events.push({ id: events.length + 1000, kind: 'note', from: null, to: null, note: body.note, actorName: 'Admin Anand', actorRole: 'admin', at: now });
      }
      const next: DealerDetail = { ...detail, status: body.status ?? detail.status, events };
      details.set(detail.id, next);
      return HttpResponse.json({ data: next });
    }),
  ];
}
