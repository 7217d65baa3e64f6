// Back-office catalogue endpoints, called from their descriptors (contract/products-endpoints.ts): the admin's list and
// one product, the dealers' read-only list, and the legacy calls of SPEC §7: add (POST /api/products), edit
// (PUT /api/products/{id}) and retire (DELETE /api/products/{id}). Loaded on demand by the thunks.
import type {
  ProductAdminListQuery,
  ProductAdminListResponse,
  ProductRecord,
  ProductCreateRequest,
  ProductDeleteResponse,
  ProductUpdateRequest,
} from '@contract/products';
import { productEndpoints } from '@contract/products-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

export async function listProducts(query: ProductAdminListQuery): Promise<ProductAdminListResponse> {
  return callEndpoint(productEndpoints.adminList, { query });
}

export async function listDealerProducts(query: Omit<ProductAdminListQuery, 'status'>): Promise<ProductAdminListResponse> {
  return callEndpoint(productEndpoints.dealerList, { query });
}

export async function getProduct(id: string): Promise<ProductRecord> {
  return (await callEndpoint(productEndpoints.adminDetail, { params: { id } })).data;
}

export async function updateProduct(id: string, body: ProductUpdateRequest): Promise<ProductRecord> {
  return (await callEndpoint(productEndpoints.update, { params: { id }, body })).data;
}

export async function createProduct(body: ProductCreateRequest): Promise<ProductRecord> {
  return (await callEndpoint(productEndpoints.create, { body })).data;
}

/** Retires the model for good: it leaves the site, its orders keep it. */
export async function retireProduct(id: string): Promise<ProductDeleteResponse> {
  return callEndpoint(productEndpoints.retire, { params: { id } });
}
