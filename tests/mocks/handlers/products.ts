import { http, HttpResponse } from 'msw';
import type { ProductSummary } from '@contract/products';
import { bikePrice, bikes } from '@/content/bikes';

export const productSummaries: ProductSummary[] = bikes.map((b) => ({
  id: b.id,
  name: b.name,
  category: 'Electric Motorcycle',
  description: b.tagline,
  ex_price: b.exShowroom,
  charger: b.charger,
  price: bikePrice(b),
  colours: b.colours,
  rating: 0,
  num_reviews: 0,
}));

const list = (data: ProductSummary[]) => ({
  data,
  productPlan: data.map((p) => ({ product_id: p.id, ex_price: p.ex_price, charger: p.charger })),
  page: 1,
  pages: 1,
});

export const productHandlers = [
  http.get('/api/v1/products', () => HttpResponse.json(list(productSummaries))),
  http.get('/api/v1/products/:id', ({ params }) => {
    const p = productSummaries.find((x) => x.id === params.id);
    return p ? HttpResponse.json({ data: { ...p, specs: {}, reviews: [] } }) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
  }),
  http.post('/api/products/:id/reviews', () => HttpResponse.json({ message: 'Review added', data: { rating: 5, num_reviews: 1 } }, { status: 201 })),
];
