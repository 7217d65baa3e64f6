// The back office's screens (admin, dealer, call centre), kept out of the entry chunk (see routes.ts): which screen each
// staff() route shows, and the loaders of those screens. Fetched on the first staff route.
import type { ComponentType } from 'react';
import { paths } from '@contract/paths';

const staffScreens = import.meta.glob<{ default: ComponentType }>('/src/features/*/*-screen.tsx');

/** Each staff route's path and its screen (src/features/<this>.tsx); several paths may share a screen. */
export const STAFF_SCREENS: Record<string, string> = {
  [paths.addJob.path]: 'careers/add-job-screen',
  [paths.applicantDetails.path]: 'careers/applicant-details-screen',
  [paths.reviewModeration.path]: 'reviews/review-moderation-screen',
  [paths.userList.path]: 'admin-users/user-list-screen',
  [paths.userEdit.path]: 'admin-users/user-edit-screen',
  [paths.erasureRequests.path]: 'back-office-privacy/erasure-requests-screen',
  [paths.orderList.path]: 'back-office-orders/order-list-screen',
  [paths.orderDetail.path]: 'back-office-orders/order-detail-screen',
  [paths.adminCancelOrder.path]: 'back-office-orders/cancel-order-screen',
  [paths.dealerOrderList.path]: 'back-office-orders/dealer-order-list-screen',
  [paths.dealerOrderDetail.path]: 'back-office-orders/dealer-order-detail-screen',
  [paths.scanPass.path]: 'passes/scan-pass-screen',
  [paths.upgradeOrderList.path]: 'back-office-orders/upgrade-order-list-screen',
  [paths.upgradeOrderDetail.path]: 'back-office-orders/upgrade-order-detail-screen',
  [paths.dealerUpgradeOrderList.path]: 'back-office-orders/dealer-upgrade-order-list-screen',
  [paths.dealerUpgradeOrderDetail.path]: 'back-office-orders/dealer-upgrade-order-detail-screen',
  [paths.productList.path]: 'back-office-catalogue/product-list-screen',
  [paths.productListPage.path]: 'back-office-catalogue/product-list-screen',
  [paths.mediaList.path]: 'media/media-list-screen',
  [paths.productCreate.path]: 'back-office-catalogue/product-create-screen',
  [paths.productEdit.path]: 'back-office-catalogue/product-edit-screen',
  [paths.dealerProductList.path]: 'back-office-catalogue/dealer-product-list-screen',
  [paths.testRideList.path]: 'back-office-enquiries/test-ride-list-screen',
  [paths.testRideDetail.path]: 'back-office-enquiries/test-ride-detail-screen',
  [paths.dealerTestRideList.path]: 'back-office-enquiries/test-ride-list-screen',
  [paths.dealerTestRideDetail.path]: 'back-office-enquiries/test-ride-detail-screen',
  [paths.serviceVisitList.path]: 'service-visits/service-visit-list-screen',
  [paths.serviceVisitDetail.path]: 'service-visits/service-visit-detail-screen',
  [paths.hubSlots.path]: 'service-visits/hub-slots-screen',
  [paths.notifyList.path]: 'back-office-enquiries/notify-list-screen',
  [paths.notifyDetail.path]: 'back-office-enquiries/notify-detail-screen',
  [paths.contactList.path]: 'back-office-enquiries/contact-list-screen',
  [paths.contactDetail.path]: 'back-office-enquiries/contact-detail-screen',
  [paths.feedbackDash.path]: 'feedback/feedback-dash-screen',
  [paths.customerFeedback.path]: 'feedback/customer-feedback-screen',
  [paths.bannerDashboard.path]: 'banners/banner-dashboard-screen',
  [paths.dashboard.path]: 'back-office-dashboard/dashboard-screen',
  [paths.ccSupport.path]: 'call-centre/cc-support-screen',
  [paths.upgradeCcSupport.path]: 'call-centre/upgrade-cc-support-screen',
  [paths.becomeDealerList.path]: 'dealership/dealer-list-screen',
  [paths.vendorLinks.path]: 'partners/vendor-links-screen',
  [paths.specialAccessCodes.path]: 'partners/special-codes-screen',
  [paths.becomeDealerDetail.path]: 'dealership/dealer-detail-screen',
  [paths.referList.path]: 'rewards/refer-list-screen',
  [paths.spinWheelList.path]: 'rewards/spin-wheel-list-screen',
  [paths.couponList.path]: 'coupons/coupon-list-screen',
  [paths.couponNew.path]: 'coupons/coupon-edit-screen',
  [paths.couponEdit.path]: 'coupons/coupon-edit-screen',
  [paths.sendOffers.path]: 'offers/send-offers-screen',
  [paths.support.path]: 'support/desk-ticket-list-screen',
  [paths.supportTicket.path]: 'support/desk-ticket-screen',
  [paths.serviceDash.path]: 'support/desk-dash-screen',
  [paths.serviceDashHub.path]: 'support/desk-hub-screen',
};

export function loadStaffScreen(path: string): Promise<{ default: ComponentType }> {
  const file = STAFF_SCREENS[path];
  const load = file ? staffScreens[`/src/features/${file}.tsx`] : undefined;
  if (!load) return Promise.reject(new Error(`No staff screen for ${path}`));
  return load();
}
