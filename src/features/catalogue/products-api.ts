// Products endpoints, called from their descriptors (contract/products-endpoints.ts): the public list and detail, the
// booking screen's product in a colour, and the legacy back-office calls of SPEC §7 (add, edit, retire, review).
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
import { productEndpoints } from '@contract/products-endpoints';
import { callEndpoint } from '@/lib/api/endpoint';

/** productEndpoints.list: a page of active products, searched, filtered and ordered. */
export async function listProducts(query: ProductListParams = {}): Promise<ProductListResponse> {
  return callEndpoint(productEndpoints.list, { query });
}

export async function allProducts(): Promise<ProductListResponse> {
  return callEndpoint(productEndpoints.list, { query: { all: 'true' } });
}

export async function getProduct(id: string): Promise<ProductDetailResponse> {
  return callEndpoint(productEndpoints.detail, { params: { id } });
}

/** SPEC §7: the authorization value travels inside booking_info, not as a header. */
export async function productByColour(body: ProductColourRequest, colour: string): Promise<ProductColourResponse> {
  return callEndpoint(productEndpoints.byColour, { params: { id: body.productId, colour }, body });
}

export async function createProduct(body: ProductCreateRequest): Promise<ProductRecordResponse> {
  return callEndpoint(productEndpoints.create, { body });
}

export async function updateProduct(id: string, body: ProductUpdateRequest): Promise<ProductRecordResponse> {
  return callEndpoint(productEndpoints.update, { params: { id }, body });
}

export async function deleteProduct(id: string): Promise<ProductDeleteResponse> {
  return callEndpoint(productEndpoints.retire, { params: { id } });
}

export async function reviewProduct(id: string, body: ReviewRequest): Promise<ReviewResponse> {
  return callEndpoint(productEndpoints.review, { params: { id }, body });
}
