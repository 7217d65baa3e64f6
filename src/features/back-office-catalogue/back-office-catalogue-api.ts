// Back-office catalogue endpoints: the admin's list and one product, the dealers' read-only list, and the
// legacy edit call of SPEC §7 (PUT /api/products/{id}). Loaded on demand by the thunks.
import type {
  ProductAdminListQuery,
  ProductAdminListResponse,
  ProductRecord,
  ProductRecordResponse,
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
