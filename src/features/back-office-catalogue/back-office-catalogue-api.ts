// Back-office catalogue endpoints: the admin's list and one product, the dealers' read-only list, and the
// legacy calls of SPEC §7: add (POST /api/products), edit (PUT /api/products/{id}) and retire (DELETE /api/products/{id}). Loaded on demand by the thunks.
import type {
  ProductAdminListQuery,
  ProductAdminListResponse,
  ProductRecord,
  ProductRecordResponse,
  ProductCreateRequest,
  ProductDeleteResponse,
  ProductUpdateRequest,
} from '@contract/products';
import { api } from '@/lib/api/client';

export async function listProducts(query: ProductAdminListQuery): Promise<ProductAdminListResponse> {
  return (await api.get<ProductAdminListResponse>('/api/v1/admin/products', { params: query })).data;
}

export async function listDealerProducts(query: Omit<ProductAdminListQuery, 'status'>): Promise<ProductAdminListResponse> {
  return (await api.get<ProductAdminListResponse>('/api/v1/dealer/products', { params: query })).data;
}

export async function getProduct(id: string): Promise<ProductRecord> {
  return (await api.get<ProductRecordResponse>(`/api/v1/admin/products/${encodeURIComponent(id)}`)).data.data;
}

export async function updateProduct(id: string, body: ProductUpdateRequest): Promise<ProductRecord> {
  return (await api.put<ProductRecordResponse>(`/api/products/${encodeURIComponent(id)}`, body)).data.data;
}

export async function createProduct(body: ProductCreateRequest): Promise<ProductRecord> {
  return (await api.post<ProductRecordResponse>('/api/products', body)).data.data;
}

/** Retires the model for good: it leaves the site, its orders keep it. */
export async function retireProduct(id: string): Promise<ProductDeleteResponse> {
  return (await api.delete<ProductDeleteResponse>(`/api/products/${encodeURIComponent(id)}`)).data;
}
