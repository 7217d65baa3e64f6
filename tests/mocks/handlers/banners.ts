// Banner endpoints for screen tests, made from the contract (contract/banners-endpoints.ts), plus the multipart create
// form (BANNER_CREATE_PATH, a plain MSW handler as the server's is not a JSON descriptor). No banners until a test puts
// some in bannerStore; reset before each test that uses them (resetBanners).
import { HttpResponse, http } from 'msw';
import { BANNER_CREATE_PATH, bannerImageSrc } from '@contract/banner-rules';
import type { BannerRecord, PublicBanner } from '@contract/banners';
import { bannersEndpointSchemas as schemas } from '@contract/banners-endpoint-schemas';
import { bannersEndpoints as e } from '@contract/banners-endpoints';
import { endpointHandler } from '../endpoint';

const images = (id: number) => [480, 960, 1440].map((width) => ({ src: bannerImageSrc(id, width), width }));

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
  endpointHandler(e.live, schemas.live, () => HttpResponse.json({ data: bannerStore.list.filter((b) => b.live).map(publicOf) })),
  endpointHandler(e.list, schemas.list, () => HttpResponse.json({ data: bannerStore.list })),
  http.post(BANNER_CREATE_PATH, async ({ request }) => {
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
  endpointHandler(e.update, schemas.update, async ({ params, request }) => {
    const patch = (await request.json()) as Partial<BannerRecord>;
    const id = Number(params.id);
    bannerStore.list = bannerStore.list.map((b) => (b.id === id ? { ...b, ...patch, live: patch.active ?? b.live } : b));
    return HttpResponse.json({ data: bannerStore.list.find((b) => b.id === id) });
  }),
  endpointHandler(e.reorder, schemas.reorder, async ({ request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    bannerStore.list = ids.map((id, i) => ({ ...bannerStore.list.find((b) => b.id === id)!, position: i + 1 }));
    return HttpResponse.json({ data: bannerStore.list });
  }),
];
