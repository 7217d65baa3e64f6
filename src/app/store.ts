import { applyMiddleware, compose, legacy_createStore as createStore, type Reducer } from 'redux';
import { thunk } from 'redux-thunk';
import type { accountReducers, AccountSlice } from '@/features/accounts/account-slice';
import type { usersReducers, UsersSlice } from '@/features/admin-users/users-slice';
import type { backOfficeOrdersReducers, BackOfficeOrdersSlice } from '@/features/back-office-orders/back-office-orders-slice';
import type { backOfficeCatalogueReducers, BackOfficeCatalogueSlice } from '@/features/back-office-catalogue/back-office-catalogue-slice';
import type { backOfficeEnquiryReducers, BackOfficeEnquiriesSlice } from '@/features/back-office-enquiries/back-office-enquiries-slice';
import type { backOfficeDashboardReducers, BackOfficeDashboardSlice } from '@/features/back-office-dashboard/dashboard-slice';
import type { erasureRequestReducers, ErasureRequestsSlice } from '@/features/back-office-privacy/erasure-requests-slice';
import type { bannerReducers, BannerSlice } from '@/features/banners/banner-slice';
import type { bookingReducers, BookingSlice } from '@/features/booking/booking-slice';
import type { careerReducers, CareersSlice } from '@/features/careers/careers-slice';
import type { campaignReducers, CampaignSlice } from '@/features/campaign/campaign-slice';
import type { dealershipReducers, DealershipSlice } from '@/features/dealership/dealership-slice';
import type { partnerReducers, PartnersSlice } from '@/features/partners/partners-slice';
import type { productReducers, ProductsSlice } from '@/features/catalogue/products-slice';
import type { enquiryReducers, EnquiriesSlice } from '@/features/enquiries/enquiries-slice';
import type { feedbackReducers, FeedbackSlice } from '@/features/feedback/feedback-slice';
import type { homeReducers, HomeSlice } from '@/features/home/home-banners-slice';
import type { myEnquiryReducers, MyEnquiriesSlice } from '@/features/my-enquiries/my-enquiries-slice';
import type { ordersReducers, OrdersSlice } from '@/features/orders/orders-slice';
import type { passReducers, PassesSlice } from '@/features/passes/passes-slice';
import type { rewardsReducers, RewardsSlice } from '@/features/rewards/rewards-slice';
import type { serviceDashReducers, ServiceDashSlice } from '@/features/support/desk-dash-slice';
import type { supportReducers, SupportSlice } from '@/features/support/support-slice';
import type { upgradeReducers, UpgradeSlice } from '@/features/upgrades/upgrade-slice';
import type { modelPriceReducers, ModelPricesSlice } from '@/lib/model-prices';
import type { modelMediaReducers, ModelMediaSlice } from '@/lib/model-media';
import type { topSellersReducers, TopSellersSlice } from '@/lib/top-sellers';
import type { orderStoreReducers, OrderStoreSlice } from '@/lib/order-store';
import { referenceReducers, type ReferenceSlice } from '@/lib/reference-data';
import { sessionReducers, type SessionSlice } from '@/lib/session';
import { cartReducers, type CartSlice } from '@/lib/store/cart';
import type { ExactReducers, StateOf } from '@/lib/store/family';
import { SLICES_ADDED, onReducersAdded, registerReducers, registeredRootReducer } from '@/lib/store/slices';

/** The slices the features' selectors read: the store holds exactly these (checked below). */
type Slices =
  SessionSlice &
  AccountSlice &
  UsersSlice &
  ReferenceSlice &
  ModelPricesSlice &
  ModelMediaSlice &
  TopSellersSlice &
  FeedbackSlice &
  BannerSlice &
  HomeSlice &
  CartSlice &
  ProductsSlice &
  EnquiriesSlice &
  CareersSlice &
  BookingSlice &
  OrderStoreSlice &
  OrdersSlice &
  PassesSlice &
  UpgradeSlice &
  MyEnquiriesSlice &
  BackOfficeOrdersSlice &
  BackOfficeCatalogueSlice &
  BackOfficeEnquiriesSlice &
  RewardsSlice &
  DealershipSlice &
  CampaignSlice &
  PartnersSlice &
  SupportSlice &
  ServiceDashSlice &
  BackOfficeDashboardSlice &
  ErasureRequestsSlice;

// The shell's slices are in the store from the start; each feature's slices join when its code loads (its slice
// module calls registerReducers), so they stay out of the first load. The types still list every slice.
const shellReducers = { ...sessionReducers, ...referenceReducers, ...cartReducers };
registerReducers(shellReducers);

type Reducers = typeof shellReducers &
  typeof modelPriceReducers &
  typeof modelMediaReducers &
  typeof topSellersReducers &
  typeof accountReducers &
  typeof usersReducers &
  typeof feedbackReducers &
  typeof bannerReducers &
  typeof homeReducers &
  typeof productReducers &
  typeof enquiryReducers &
  typeof careerReducers &
  typeof bookingReducers &
  typeof orderStoreReducers &
  typeof ordersReducers &
  typeof passReducers &
  typeof upgradeReducers &
  typeof myEnquiryReducers &
  typeof backOfficeOrdersReducers &
  typeof backOfficeCatalogueReducers &
  typeof backOfficeEnquiryReducers &
  typeof rewardsReducers &
  typeof dealershipReducers &
  typeof campaignReducers &
  typeof partnerReducers &
  typeof supportReducers &
  typeof serviceDashReducers &
  typeof backOfficeDashboardReducers &
  typeof erasureRequestReducers;

/** Fails typecheck unless the reducers hold exactly the slices the features' selectors read. */
type Exact<T extends true> = T;
export type StoreHoldsExactlyTheSlices = Exact<Reducers extends ExactReducers<Slices, Reducers> ? true : false>;

export type RootState = StateOf<Reducers>;

const rootReducer: Reducer<RootState> = registeredRootReducer;

type DevtoolsWindow = Window & { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose };

/**
 * The Redux DevTools extension's enhancer composer when it is installed, in development only (the production build
 * replaces import.meta.env.DEV by false and keeps plain compose).
 */
function composeEnhancers(): typeof compose {
  return (import.meta.env.DEV && typeof window !== 'undefined' && (window as DevtoolsWindow).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
}

/** A fresh store per app start and per test (preloaded state for tests and the stored user). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = createStore(rootReducer, preloadedState as RootState | undefined, composeEnhancers()(applyMiddleware(thunk)));
  // Held weakly: tests make a store each, and a store nobody holds any more needs no new slices.
  const ref = new WeakRef(store);
  const stop = onReducersAdded(() => {
    const live = ref.deref();
    if (live) live.dispatch({ type: SLICES_ADDED });
    else stop();
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
