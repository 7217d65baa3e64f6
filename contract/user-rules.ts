// Users and roles (back-office user list and role editing): zod-free, the SPA imports it at run time.
/** callcentre: staff who book and upgrade on a caller's behalf (/ccsupport, /upgradeccsupport). */
export const USER_TYPES = ['customer', 'dealer', 'admin', 'callcentre'] as const;
export const USER_SORTS = ['created', 'name', 'email'] as const;
export const userRoleMessages = {
  role: 'Choose customer, dealer, call-centre agent or admin.',
  dealerHubs: 'Choose at least one hub this dealer runs.',
  hubsOnlyForDealers: 'Only a dealer runs hubs: choose the dealer role or no hubs.',
  unknownHub: 'Choose hubs from the list of service centres.',
} as const;
