// The customer's dashboard panels of other features (lib/owner-panels.tsx), loaded with the dashboard.
import { OpenTicketsPanel } from '@/features/support/open-tickets-panel';
import { UpcomingTestRidesPanel } from '@/features/my-enquiries/upcoming-test-rides-panel';
import { ServiceVisitsPanel } from '@/features/service-visits/service-visits-panel';

export default [ServiceVisitsPanel, UpcomingTestRidesPanel, OpenTicketsPanel];
