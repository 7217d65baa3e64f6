import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import { thunk } from 'redux-thunk';
import { accountReducers, type AccountSlice } from '@/features/account/account-slice';
import { usersReducers, type UsersSlice } from '@/features/admin-users/users-slice';
import { backOfficeOrdersReducers, type BackOfficeOrdersSlice } from '@/features/back-office-orders/back-office-orders-slice';
import { backOfficeCatalogueReducers, type BackOfficeCatalogueSlice } from '@/features/back-office-catalogue/back-office-catalogue-slice';
import { backOfficeEnquiryReducers, type BackOfficeEnquiriesSlice } from '@/features/back-office-enquiries/back-office-enquiries-slice';
import { backOfficeDashboardReducers, type BackOfficeDashboardSlice } from '@/features/back-office-dashboard/dashboard-slice';
import { bannerReducers, type BannerSlice } from '@/features/banners/banner-slice';
import { bookingReducers, type BookingSlice } from '@/features/booking/booking-slice';
import { careerReducers, type CareersSlice } from '@/features/careers/careers-slice';
import { campaignReducers, type CampaignSlice } from '@/features/campaign/campaign-slice';
import { dealershipReducers, type DealershipSlice } from '@/features/dealership/dealership-slice';
import { partnerReducers, type PartnersSlice } from '@/features/partners/partners-slice';
import { productReducers, type ProductsSlice } from '@/features/catalogue/products-slice';
import { enquiryReducers, type EnquiriesSlice } from '@/features/enquiries/enquiries-slice';
import { feedbackReducers, type FeedbackSlice } from '@/features/feedback/feedback-slice';
import { homeReducers, type HomeSlice } from '@/features/home/home-banners-slice';
import { myEnquiryReducers, type MyEnquiriesSlice } from '@/features/my-enquiries/my-enquiries-slice';
import { ordersReducers, type OrdersSlice } from '@/features/orders/orders-slice';
import { rewardsReducers, type RewardsSlice } from '@/features/rewards/rewards-slice';
import { serviceDashReducers, type ServiceDashSlice } from '@/features/service-dash/service-dash-slice';
import { supportReducers, type SupportSlice } from '@/features/support/support-slice';
import { upgradeReducers, type UpgradeSlice } from '@/features/upgrade/upgrade-slice';
import { referenceReducers, type ReferenceSlice } from '@/lib/reference-data';
import { sessionReducers, type SessionSlice } from '@/lib/session';
import { cartReducers, type CartSlice } from '@/lib/store/cart';
import type { ExactReducers, StateOf } from '@/lib/store/family';

/** The slices the features' selectors read: the store holds exactly these (checked below). */
type Slices =
  SessionSlice &
  AccountSlice &
  UsersSlice &
  ReferenceSlice &
  FeedbackSlice &
  BannerSlice &
  HomeSlice &
  CartSlice &
  ProductsSlice &
  EnquiriesSlice &
  CareersSlice &
  BookingSlice &
  OrdersSlice &
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
  BackOfficeDashboardSlice;

const reducers = {
  ...sessionReducers,
  ...accountReducers,
  ...usersReducers,
  ...referenceReducers,
  ...feedbackReducers,
  ...bannerReducers,
  ...homeReducers,
  ...cartReducers,
  ...productReducers,
  ...enquiryReducers,
  ...careerReducers,
  ...bookingReducers,
  ...ordersReducers,
  ...upgradeReducers,
  ...myEnquiryReducers,
  ...backOfficeOrdersReducers,
  ...backOfficeCatalogueReducers,
  ...backOfficeEnquiryReducers,
  ...rewardsReducers,
  ...dealershipReducers,
  ...campaignReducers,
  ...partnerReducers,
  ...supportReducers,
  ...serviceDashReducers,
  ...backOfficeDashboardReducers,
};

export const rootReducer = combineReducers(reducers satisfies ExactReducers<Slices, typeof reducers>);

export type RootState = StateOf<typeof reducers>;

/** A fresh store per app start and per test (preloaded state for tests and the stored user). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return createStore(rootReducer, preloadedState as RootState | undefined, applyMiddleware(thunk));
}

export type AppStore = ReturnType<typeof makeStore>;
