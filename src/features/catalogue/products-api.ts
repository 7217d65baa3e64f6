import type {
  ProductColourRequest,
  ProductColourResponse,
  ProductCreateRequest,
  ProductDeleteResponse,
  ProductDetailResponse,
  ProductListParams,
  ProductListResponse,
  ProductRecordResponse,
  ProductUpdateRequest,
  ReviewRequest,
  ReviewResponse,
} from '@contract/products';
import { productEndpoints } from '@contract/product-endpoints';
import { api } from '@/lib/api/client';
import { callEndpoint } from '@/lib/api/endpoint';

/** GET /api/v1/products (productEndpoints.list): a page of active products, searched, filtered and ordered. */
export async function listProducts(query: ProductListParams = {}): Promise<ProductListResponse> {
  return callEndpoint(productEndpoints.list, { query });
}

export async function allProducts(): Promise<ProductListResponse> {
  return (await api.get<ProductListResponse>('/api/v1/products', { params: { all: true } })).data;
}

export async function getProduct(id: string): Promise<ProductDetailResponse> {
  return (await api.get<ProductDetailResponse>(`/api/v1/products/${encodeURIComponent(id)}`)).data;
}

/** SPEC §7: the authorization value travels inside booking_info, not as a header. */
export async function productByColour(body: ProductColourRequest, colour: string): Promise<ProductColourResponse> {
  return (await api.post<ProductColourResponse>(`/api/v1/products/${encodeURIComponent(body.productId)}/${encodeURIComponent(colour)}`, body)).data;
}

export async function createProduct(body: ProductCreateRequest): Promise<ProductRecordResponse> {
  return (await api.post<ProductRecordResponse>('/api/products', body)).data;
}

export async function updateProduct(id: string, body: ProductUpdateRequest): Promise<ProductRecordResponse> {
  return (await api.put<ProductRecordResponse>(`/api/products/${encodeURIComponent(id)}`, body)).data;
}

export async function deleteProduct(id: string): Promise<ProductDeleteResponse> {
  return (await api.delete<ProductDeleteResponse>(`/api/products/${encodeURIComponent(id)}`)).data;
}

export async function reviewProduct(id: string, body: ReviewRequest): Promise<ReviewResponse> {
  return (await api.post<ReviewResponse>(`/api/products/${encodeURIComponent(id)}/reviews`, body)).data;
}
