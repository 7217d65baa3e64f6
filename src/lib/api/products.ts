import { productEndpoints } from '@contract/products-endpoints';
import type { ProductListResponse, TopSellersResponse } from '@contract/products';
import { callEndpoint } from './endpoint';

/** Every active product in one page: the current prices of the models. */
export async function listActiveProducts(): Promise<ProductListResponse> {
  return callEndpoint(productEndpoints.list, { query: { all: 'true' } });
}

/** The models most ordered in the state (an id such as MH), else in India; none when too few orders. */
export async function topSellers(state: string | null): Promise<TopSellersResponse['data']> {
  return (await callEndpoint(productEndpoints.topSellers, { query: state ? { state } : {} })).data;
}
