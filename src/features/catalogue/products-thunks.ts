// Product thunks, apart from the families so the store (in every page's first load) stays small.
import type {
  ProductColourResponse,
  ProductCreateRequest,
  ProductDetail,
  ProductListQuery,
  ProductListResponse,
  ProductRecord,
  ProductUpdateRequest,
  ReviewRequest,
  ReviewResponse,
} from '@contract/products';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import {
  allProductsFamily,
  productCategoriesFamily,
  productCreateFamily,
  productDeleteFamily,
  productDetailsFamily,
  productByColourFamily,
  productListFamily,
  productUpdateFamily,
  reviewCreateFamily,
} from './products-slice';

const productsApi = () => import('./products-api');

export function fetchProducts(query: Partial<ProductListQuery> = {}): AppThunk<Promise<RequestOutcome<ProductListResponse>>> {
  return apiRequest(productsApi, productListFamily, (api) => api.listProducts(query));
}

/** SPEC §8: an all-products failure falls back to 'Something went wrong'. */
export function fetchAllProducts(): AppThunk<Promise<RequestOutcome<ProductListResponse>>> {
  return apiRequest(productsApi, allProductsFamily, (api) => api.allProducts(), { fallback: SOMETHING_WENT_WRONG });
}

export function fetchProductCategories(): AppThunk<Promise<RequestOutcome<string[]>>> {
  return apiRequest(productsApi, productCategoriesFamily, async (api) => [...new Set((await api.allProducts()).data.map((p) => p.category))].sort());
}

export function fetchProduct(id: string): AppThunk<Promise<RequestOutcome<ProductDetail>>> {
  return apiRequest(productsApi, productDetailsFamily, async (api) => (await api.getProduct(id)).data);
}

export function createProduct(body: ProductCreateRequest): AppThunk<Promise<RequestOutcome<ProductRecord>>> {
  return apiRequest(productsApi, productCreateFamily, async (api) => (await api.createProduct(body)).data);
}

export function updateProduct(id: string, body: ProductUpdateRequest): AppThunk<Promise<RequestOutcome<ProductRecord>>> {
  return apiRequest(productsApi, productUpdateFamily, async (api) => (await api.updateProduct(id, body)).data);
}

export function deleteProduct(id: string): AppThunk<Promise<RequestOutcome<{ id: string }>>> {
  return apiRequest(productsApi, productDeleteFamily, async (api) => {
    await api.deleteProduct(id);
    return { id };
  });
}

export function createReview(id: string, body: ReviewRequest): AppThunk<Promise<RequestOutcome<ReviewResponse['data']>>> {
  return apiRequest(productsApi, reviewCreateFamily, async (api) => (await api.reviewProduct(id, body)).data);
}

/** Picks a colour (SPEC §7): the signed-in token, if any, travels inside booking_info. */
export function selectColour(productId: string, colour: string, token: string | null): AppThunk<Promise<RequestOutcome<ProductColourResponse['data']>>> {
  return apiRequest(
    productsApi,
    productByColourFamily,
    async (api) => (await api.productByColour({ productId, modelColor: colour, booking_info: token ? { authorization: token } : {} }, colour)).data,
  );
}
