import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import { thunk } from 'redux-thunk';
import { profileUpdateFamily, registerFamily, userDetailsFamily } from '@/features/account/account-slice';
import { userDeleteFamily, userListFamily, userUpdateFamily } from '@/features/admin-users/users-slice';
import { bannerFamily } from '@/features/banners/banner-slice';
import { bookingReducers } from '@/features/booking/booking-slice';
import { careerReducers } from '@/features/careers/careers-slice';
import { productReducers } from '@/features/catalogue/products-slice';
import { enquiryReducers } from '@/features/enquiries/enquiries-slice';
import { feedbackListFamily } from '@/features/feedback/feedback-slice';
import { serviceCentresFamily, stateListFamily, upgradeListFamily } from '@/lib/reference-data';
import { signinFamily } from '@/lib/session';
import { cartReducer } from '@/lib/store/cart';

export const rootReducer = combineReducers({
  userSignin: signinFamily.reducer,
  userRegister: registerFamily.reducer,
  userDetails: userDetailsFamily.reducer,
  userUpdateProfile: profileUpdateFamily.reducer,
  userList: userListFamily.reducer,
  userUpdate: userUpdateFamily.reducer,
  userDelete: userDeleteFamily.reducer,
  stateList: stateListFamily.reducer,
  upgradeStateList: upgradeListFamily.reducer,
  serviceCentres: serviceCentresFamily.reducer,
  feedbackList: feedbackListFamily.reducer,
  banner: bannerFamily.reducer,
  cart: cartReducer,
  ...productReducers,
  ...enquiryReducers,
  ...careerReducers,
  ...bookingReducers,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per app start and per test (preloaded state for tests and the stored user). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return createStore(rootReducer, preloadedState as RootState | undefined, applyMiddleware(thunk));
}

export type AppStore = ReturnType<typeof makeStore>;
