// Moved to server/modules/reference/ (issue 28); kept only for server/routes/enquiries.ts until it imports the
// reference service: then this file goes.
export { isServiceCentreInCity } from '../modules/reference/service.js';
