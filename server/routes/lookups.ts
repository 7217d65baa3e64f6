// Moved to server/modules/reference/service.ts (issue 28); kept only for the route files not yet moved to a module
// (growth, customer, enquiries, products): once they import the reference service, this file goes.
export { activeProduct, checkedPlace, personAndPlace } from '../modules/reference/service.js';
