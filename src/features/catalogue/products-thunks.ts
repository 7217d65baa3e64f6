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
import { runFamily, type AppThunk, type Outcome } from '@/lib/store/family';
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

async function modules() {
  const [productsApi, { errorMessage }] = await Promise.all([import('./products-api'), import('@/lib/api/client')]);
  return { productsApi, errorMessage };
}

export function fetchProducts(query: Partial<ProductListQuery> = {}): AppThunk<Promise<Outcome<ProductListResponse>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(runFamily(productListFamily, () => productsApi.listProducts(query), errorMessage));
  };
}

/** SPEC §8: an all-products failure falls back to 'Something went wrong'. */
export function fetchAllProducts(): AppThunk<Promise<Outcome<ProductListResponse>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(runFamily(allProductsFamily, () => productsApi.allProducts(), (e) => errorMessage(e, SOMETHING_WENT_WRONG)));
  };
}

export function fetchProductCategories(): AppThunk<Promise<Outcome<string[]>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(
      runFamily(productCategoriesFamily, async () => [...new Set((await productsApi.allProducts()).data.map((p) => p.category))].sort(), errorMessage),
    );
  };
}

export function fetchProduct(id: string): AppThunk<Promise<Outcome<ProductDetail>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(runFamily(productDetailsFamily, async () => (await productsApi.getProduct(id)).data, errorMessage));
  };
}

export function createProduct(body: ProductCreateRequest): AppThunk<Promise<Outcome<ProductRecord>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(runFamily(productCreateFamily, async () => (await productsApi.createProduct(body)).data, errorMessage));
  };
}

export function updateProduct(id: string, body: ProductUpdateRequest): AppThunk<Promise<Outcome<ProductRecord>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(runFamily(productUpdateFamily, async () => (await productsApi.updateProduct(id, body)).data, errorMessage));
  };
}

export function deleteProduct(id: string): AppThunk<Promise<Outcome<{ id: string }>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(
      runFamily(
        productDeleteFamily,
        async () => {
          await productsApi.deleteProduct(id);
          return { id };
        },
        errorMessage,
      ),
    );
  };
}

export function createReview(id: string, body: ReviewRequest): AppThunk<Promise<Outcome<ReviewResponse['data']>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(runFamily(reviewCreateFamily, async () => (await productsApi.reviewProduct(id, body)).data, errorMessage));
  };
}

/** Picks a colour (SPEC §7): the signed-in token, if any, travels inside booking_info. */
export function selectColour(productId: string, colour: string, token: string | null): AppThunk<Promise<Outcome<ProductColourResponse['data']>>> {
  return async (dispatch) => {
    const { productsApi, errorMessage } = await modules();
    return dispatch(
      runFamily(
        productByColourFamily,
        async () => (await productsApi.productByColour({ productId, modelColor: colour, booking_info: token ? { authorization: token } : {} }, colour)).data,
        errorMessage,
      ),
    );
  };
}
