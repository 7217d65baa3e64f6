// The sections of the back office (every route whose guard is 'admin', 'dealer' or 'callcentre') come from this one table:
// a new back-office screen adds a row here and appears in the back-office header. Only the back-office header
// (a lazy chunk) imports this file, so the table never grows a public page's first load.
import type { UserInfo } from '@contract/auth';
import { paths } from '@contract/paths';
import { matchRoute } from '@contract/route-match';
import { allows } from '../guards';
import type { BackOfficeGuard } from '../routes';

export type BackOfficeSection = {
  label: string;
  href: string;
  /** Route patterns that belong to the section (its link is marked current on them). */
  routes: string[];
  guard: BackOfficeGuard;
  /** A dealer's scoped view of something an admin has a section for already: listed for dealers only. */
  dealersOnly?: true;
};

export const backOfficeSections: BackOfficeSection[] = [
  { label: 'Dashboard', href: paths.dashboard.getHref(), routes: [paths.dashboard.path], guard: 'dealer' },
  { label: 'Scan a pass', href: paths.scanPass.getHref(), routes: [paths.scanPass.path], guard: 'dealer' },
  { label: 'Users', href: paths.userList.getHref(), routes: [paths.userList.path, paths.userEdit.path], guard: 'admin' },
  {
    label: 'Products',
    href: paths.productList.getHref(),
    routes: [paths.productList.path, paths.productListPage.path, paths.productEdit.path],
    guard: 'admin',
  },
  { label: 'Photographs', href: paths.mediaList.getHref(), routes: [paths.mediaList.path], guard: 'admin' },
  { label: 'Catalogue', href: paths.dealerProductList.getHref(), routes: [paths.dealerProductList.path], guard: 'dealer', dealersOnly: true },
  { label: 'Openings', href: paths.addJob.getHref(), routes: [paths.addJob.path], guard: 'admin' },
  { label: 'Applications', href: paths.applicantDetails.getHref(), routes: [paths.applicantDetails.path], guard: 'admin' },
  {
    label: 'Orders',
    href: paths.orderList.getHref(),
    routes: [paths.orderList.path, paths.orderDetail.path, paths.adminCancelOrder.path],
    guard: 'admin',
  },
  {
    label: 'Hub orders',
    href: paths.dealerOrderList.getHref(),
    routes: [paths.dealerOrderList.path, paths.dealerOrderDetail.path],
    guard: 'dealer',
    dealersOnly: true,
  },
  { label: 'Upgrades', href: paths.upgradeOrderList.getHref(), routes: [paths.upgradeOrderList.path, paths.upgradeOrderDetail.path], guard: 'admin' },
  {
    label: 'My hub upgrades',
    href: paths.dealerUpgradeOrderList.getHref(),
    routes: [paths.dealerUpgradeOrderList.path, paths.dealerUpgradeOrderDetail.path],
    guard: 'dealer',
    dealersOnly: true,
  },
  { label: 'Test rides', href: paths.testRideList.getHref(), routes: [paths.testRideList.path, paths.testRideDetail.path], guard: 'admin' },
  { label: 'Notify requests', href: paths.notifyList.getHref(), routes: [paths.notifyList.path, paths.notifyDetail.path], guard: 'admin' },
  { label: 'Contact requests', href: paths.contactList.getHref(), routes: [paths.contactList.path, paths.contactDetail.path], guard: 'admin' },
  { label: 'Erasure requests', href: paths.erasureRequests.getHref(), routes: [paths.erasureRequests.path], guard: 'admin' },
  {
    label: 'Hub test rides',
    href: paths.dealerTestRideList.getHref(),
    routes: [paths.dealerTestRideList.path, paths.dealerTestRideDetail.path],
    guard: 'dealer',
    dealersOnly: true,
  },
  {
    label: 'Service visits',
    href: paths.serviceVisitList.getHref(),
    routes: [paths.serviceVisitList.path, paths.serviceVisitDetail.path],
    guard: 'dealer',
  },
  { label: 'Hub slots', href: paths.hubSlots.getHref(), routes: [paths.hubSlots.path], guard: 'dealer' },
  { label: 'Referrals', href: paths.referList.getHref(), routes: [paths.referList.path], guard: 'admin' },
  { label: 'Spin wheel', href: paths.spinWheelList.getHref(), routes: [paths.spinWheelList.path], guard: 'admin' },
  { label: 'Coupons', href: paths.couponList.getHref(), routes: [paths.couponList.path, paths.couponNew.path, paths.couponEdit.path], guard: 'admin' },
  { label: 'News and offers', href: paths.sendOffers.getHref(), routes: [paths.sendOffers.path], guard: 'admin' },
  { label: 'Dealer applications', href: paths.becomeDealerList.getHref(), routes: [paths.becomeDealerList.path, paths.becomeDealerDetail.path], guard: 'admin' },
  { label: 'Vendor links', href: paths.vendorLinks.getHref(), routes: [paths.vendorLinks.path], guard: 'admin' },
  { label: 'Invitation codes', href: paths.specialAccessCodes.getHref(), routes: [paths.specialAccessCodes.path], guard: 'admin' },
  { label: 'Support', href: paths.support.getHref(), routes: [paths.support.path, paths.supportTicket.path], guard: 'admin' },
  { label: 'Service', href: paths.serviceDash.getHref(), routes: [paths.serviceDash.path, paths.serviceDashHub.path], guard: 'admin' },
  { label: 'Feedback', href: paths.feedbackDash.getHref(), routes: [paths.feedbackDash.path], guard: 'admin' },
  { label: 'Reviews', href: paths.reviewModeration.getHref(), routes: [paths.reviewModeration.path], guard: 'admin' },
  { label: 'Hub feedback', href: paths.customerFeedback.getHref(), routes: [paths.customerFeedback.path], guard: 'dealer', dealersOnly: true },
  { label: 'Banners', href: paths.bannerDashboard.getHref(), routes: [paths.bannerDashboard.path], guard: 'admin' },
  { label: 'Book for a caller', href: paths.ccSupport.getHref(), routes: [paths.ccSupport.path], guard: 'callcentre' },
  { label: 'Upgrade for a caller', href: paths.upgradeCcSupport.getHref(), routes: [paths.upgradeCcSupport.path], guard: 'callcentre' },
];

/** The sections this person may open (admins also see the dealers' ones, except a dealer's view of an admin section), in table order. */
export function sectionsFor(user: UserInfo | null): BackOfficeSection[] {
  const admin = allows('admin', user) === 'ok';
  return backOfficeSections.filter((s) => allows(s.guard, user) === 'ok' && !(admin && s.dealersOnly));
}

export function currentSection(pathname: string): BackOfficeSection | undefined {
  return backOfficeSections.find((s) => s.routes.some((r) => matchRoute(r, pathname)));
}
