// The back-office catalogue: the admin's list, the dealers' list and the last saved product.
import type { ProductAdminListResponse, ProductRecord } from '@contract/products';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const backOfficeProductListFamily = createFamily<ProductAdminListResponse>('backOfficeProductList');
export const dealerProductListFamily = createFamily<ProductAdminListResponse>('dealerProductList');
export const backOfficeProductSaveFamily = createFamily<ProductRecord>('backOfficeProductSave');

export const backOfficeCatalogueReducers = {
  backOfficeProductList: backOfficeProductListFamily.reducer,
  dealerProductList: dealerProductListFamily.reducer,
  backOfficeProductSave: backOfficeProductSaveFamily.reducer,
};
registerReducers(backOfficeCatalogueReducers);
export type BackOfficeCatalogueSlice = StateOf<typeof backOfficeCatalogueReducers>;

export const selectBackOfficeProductList = (s: BackOfficeCatalogueSlice) => s.backOfficeProductList;
export const selectDealerProductList = (s: BackOfficeCatalogueSlice) => s.dealerProductList;
