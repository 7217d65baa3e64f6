import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { bikePrice, findBike } from '@/content/bikes';
import { server } from '../../../tests/mocks/server';
import { createReview, fetchAllProducts, fetchProduct, fetchProductCategories, fetchProducts } from './products-thunks';

describe('product families', () => {
  it('keep the list with its plan, page and pages; the price is ex-showroom plus charger', async () => {
    const store = makeStore();
    await store.dispatch(fetchProducts({ pageNumber: 1 }));
    const list = store.getState().productList.data;
    expect(list).toMatchObject({ page: 1, pages: 1 });
    const rv400 = list?.data.find((p) => p.id === 'rv400');
    const plan = list?.productPlan.find((p) => p.product_id === 'rv400');
    expect((plan?.ex_price ?? 0) + (plan?.charger ?? 0)).toBe(bikePrice(findBike('rv400')!));
    expect(rv400?.price).toBe(bikePrice(findBike('rv400')!));
  });

  it('load details, categories and reviews', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();
    await store.dispatch(fetchProduct('rv1'));
    expect(store.getState().productDetails.data?.name).toBe('RV1');
    await store.dispatch(fetchProductCategories());
    expect(store.getState().productCategories.data).toEqual(['Electric Motorcycle']);
    await store.dispatch(createReview('rv1', { rating: 5, comment: 'Smooth in city traffic' }));
    expect(store.getState().productReviewCreate.data).toEqual({ rating: 5, num_reviews: 1 });
    const missing = await store.dispatch(fetchProduct('nope'));
    expect(missing).toEqual({ ok: false, error: 'Product not found', fieldErrors: {}, status: 404 });
  });

  it("fall back to 'Something went wrong' when all products fail without a message", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/api/v1/products', () => new HttpResponse(null, { status: 502 })));
    const store = makeStore();
    await store.dispatch(fetchAllProducts());
    expect(store.getState().allProducts).toMatchObject({ status: 'failed', error: 'Something went wrong' });
  });
});
