// Back-office catalogue thunks; endpoints live in back-office-catalogue-api.ts.
import type { ProductAdminListQuery, ProductAdminListResponse, ProductCreateRequest, ProductDeleteResponse, ProductRecord, ProductUpdateRequest } from '@contract/products';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { backOfficeProductListFamily, backOfficeProductSaveFamily, dealerProductListFamily } from './back-office-catalogue-slice';

const catalogueApi = () => import('./back-office-catalogue-api');

export function fetchBackOfficeProducts(query: ProductAdminListQuery): AppThunk<Promise<RequestOutcome<ProductAdminListResponse>>> {
  return apiRequest(catalogueApi, backOfficeProductListFamily, (api) => api.listProducts(query));
}

export function fetchDealerProducts(query: Omit<ProductAdminListQuery, 'status'>): AppThunk<Promise<RequestOutcome<ProductAdminListResponse>>> {
  return apiRequest(catalogueApi, dealerProductListFamily, (api) => api.listDealerProducts(query));
}

/** One product for the edit form. No family: only that form reads it. */
export function fetchBackOfficeProduct(id: string): AppThunk<Promise<RequestOutcome<ProductRecord>>> {
  return apiRequest(catalogueApi, null, (api) => api.getProduct(id));
}

export function saveProduct(id: string, body: ProductUpdateRequest): AppThunk<Promise<RequestOutcome<ProductRecord>>> {
  return apiRequest(catalogueApi, backOfficeProductSaveFamily, (api) => api.updateProduct(id, body));
}

/** A new model (the form keeps its values on a refusal). */
export function createProduct(body: ProductCreateRequest): AppThunk<Promise<RequestOutcome<ProductRecord>>> {
  return apiRequest(catalogueApi, backOfficeProductSaveFamily, (api) => api.createProduct(body));
}

export function retireProduct(id: string): AppThunk<Promise<RequestOutcome<ProductDeleteResponse>>> {
  return apiRequest(catalogueApi, null, (api) => api.retireProduct(id));
}
