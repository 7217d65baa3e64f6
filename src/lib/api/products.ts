import type { ProductListResponse } from '@contract/products';
import { api } from './client';

/** Every active product in one page: the current prices of the models. */
export async function listActiveProducts(): Promise<ProductListResponse> {
  return (await api.get<ProductListResponse>('/api/v1/products', { params: { all: true } })).data;
}
