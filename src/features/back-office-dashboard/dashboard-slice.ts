// The dashboard's figures for the range in the URL (one family: the screen shows one range at a time).
import type { Dashboard } from '@contract/back-office-dashboard';
import { createFamily, type StateOf } from '@/lib/store/family';
import { registerReducers } from '@/lib/store/slices';

export const dashboardFamily = createFamily<Dashboard>('backOfficeDashboard');

export const backOfficeDashboardReducers = { backOfficeDashboard: dashboardFamily.reducer };
registerReducers(backOfficeDashboardReducers);
export type BackOfficeDashboardSlice = StateOf<typeof backOfficeDashboardReducers>;

export const selectDashboard = (s: BackOfficeDashboardSlice) => s.backOfficeDashboard;
