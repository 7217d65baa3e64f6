import { http, HttpResponse } from 'msw';
import type { BannerRecord, PublicBanner } from '@contract/banners';

const images = (id: number) => [480, 960, 1440].map((width) => ({ src: `/api/v1/banners/${id}/image/${width}`, width }));

export function makeBanner(id: number, overrides: Partial<BannerRecord> = {}): BannerRecord {
  return {
    id,
    headline: `Banner ${id}`,
    alt: `Picture of banner ${id}`,
    link: '/rv400',
    images: images(id),
    position: id,
    active: true,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
    live: true,
    ...overrides,
  };
}

/** The admin's banners; tests replace it. */
export const bannerStore: { list: BannerRecord[] } = { list: [] };
export const resetBanners = () => {
  bannerStore.list = [];
};

const publicOf = ({ id, headline, alt, link, images: imgs }: BannerRecord): PublicBanner => ({ id, headline, alt, link, images: imgs });

export const bannerHandlers = [
  http.get('*/api/v1/banners', () => HttpResponse.json({ data: bannerStore.list.filter((b) => b.live).map(publicOf) })),
  http.get('*/api/v1/admin/banners', () => HttpResponse.json({ data: bannerStore.list })),
  http.post('*/api/v1/admin/banners', async ({ request }) => {
    const form = await request.formData();
    const image = form.get('image');
    if (!image || typeof image === 'string') {
      return HttpResponse.json({ message: 'image: Choose an image.', errors: [{ field: 'image', message: 'Choose a JPEG, PNG or WebP image of at least 960 px wide.' }] }, { status: 400 });
    }
    const banner = makeBanner(bannerStore.list.length + 1, {
      headline: String(form.get('headline')),
      alt: String(form.get('alt')),
      link: String(form.get('link')),
      startsAt: new Date(String(form.get('startsAt'))).toISOString(),
    });
    bannerStore.list = [...bannerStore.list, banner];
    return HttpResponse.json({ data: banner }, { status: 201 });
  }),
  http.patch('*/api/v1/admin/banners/:id', async ({ params, request }) => {
    const patch = (await request.json()) as Partial<BannerRecord>;
    const id = Number(params.id);
    bannerStore.list = bannerStore.list.map((b) => (b.id === id ? { ...b, ...patch, live: patch.active ?? b.live } : b));
    return HttpResponse.json({ data: bannerStore.list.find((b) => b.id === id) });
  }),
  http.put('*/api/v1/admin/banners/order', async ({ request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    bannerStore.list = ids.map((id, i) => ({ ...bannerStore.list.find((b) => b.id === id)!, position: i + 1 }));
    return HttpResponse.json({ data: bannerStore.list });
  }),
];
