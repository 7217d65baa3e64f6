// The back-office dashboard endpoint for screen tests, made from the contract (contract/back-office-dashboard-endpoints.ts):
// each screen test gives its figures; every success answer is checked against the server's schema.
import type { HttpResponseResolver, PathParams } from 'msw';
import { backOfficeDashboardEndpointSchemas as schemas } from '@contract/back-office-dashboard-endpoint-schemas';
import { backOfficeDashboardEndpoints as e } from '@contract/back-office-dashboard-endpoints';
import { endpointHandler } from '../endpoint';

export const dashboardHandler = (resolver: HttpResponseResolver<PathParams, undefined>) => endpointHandler(e.dashboard, schemas.dashboard, resolver);
