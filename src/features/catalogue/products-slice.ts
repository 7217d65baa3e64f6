// Product families of SPEC §3/§4: list (with page and pages), details, create/update/delete,
// categories, review create and all products. The bike price is ex_price + charger (the API's `price`).
import type { ProductColourResponse, ProductDetail, ProductListResponse, ProductRecord, ReviewResponse } from '@contract/products';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const productListFamily = createFamily<ProductListResponse>('productList');
export const productDetailsFamily = createFamily<ProductDetail>('productDetails');
export const productCreateFamily = createFamily<ProductRecord>('productCreate');
export const productUpdateFamily = createFamily<ProductRecord>('productUpdate');
export const productDeleteFamily = createFamily<{ id: string }>('productDelete');
export const productCategoriesFamily = createFamily<string[]>('productCategories');
export const reviewCreateFamily = createFamily<ReviewResponse['data']>('productReviewCreate');
export const allProductsFamily = createFamily<ProductListResponse>('allProducts');
/** SPEC §3 product detail by colour: the product list plus a product entry and a colour. */
export const productByColourFamily = createFamily<ProductColourResponse['data']>('productByColour');

export const productReducers = {
  productList: productListFamily.reducer,
  productDetails: productDetailsFamily.reducer,
  productCreate: productCreateFamily.reducer,
  productUpdate: productUpdateFamily.reducer,
  productDelete: productDeleteFamily.reducer,
  productCategories: productCategoriesFamily.reducer,
  productReviewCreate: reviewCreateFamily.reducer,
  allProducts: allProductsFamily.reducer,
  productByColour: productByColourFamily.reducer,
};
registerReducers(productReducers);
export type ProductsSlice = StateOf<typeof productReducers>;

export const selectProductList = (s: ProductsSlice) => s.productList;
export const selectProductCategories = (s: ProductsSlice) => s.productCategories;
export const selectProductDetails = (s: ProductsSlice) => s.productDetails;
export const selectProductByColour = (s: ProductsSlice) => s.productByColour;
