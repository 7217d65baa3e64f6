// Product thunks, apart from the families so the store (in every page's first load) stays small.
import type {
  ProductColourResponse,
  ProductCreateRequest,
  ProductDetail,
  ProductListParams,
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

export function fetchProducts(query: ProductListParams = {}): AppThunk<Promise<RequestOutcome<ProductListResponse>>> {
  return apiRequest(productsApi, productListFamily, (api) => api.listProducts(query));
}

let latestBikeList = 0;

/**
 * /electric-bike's query through the product list family: only the answer to the latest query is kept, so a slow
 * answer to an earlier search never replaces a later one. A failure keeps the list shown (the family keeps its data).
 */
export function fetchBikeList(query: ProductListParams): AppThunk<Promise<void>> {
  const ticket = ++latestBikeList;
  return async (dispatch) => {
    dispatch(productListFamily.actions.request());
    const outcome = await dispatch(apiRequest(productsApi, null, (api) => api.listProducts(query), { fallback: SOMETHING_WENT_WRONG }));
    if (ticket !== latestBikeList) return;
    dispatch(outcome.ok ? productListFamily.actions.success(outcome.data) : productListFamily.actions.fail(outcome.error));
  };
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
