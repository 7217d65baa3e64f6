// Users and roles (back-office user list and role editing): zod-free, the SPA imports it at run time.
export const USER_TYPES = ['customer', 'dealer', 'admin'] as const;
export const USER_SORTS = ['created', 'name', 'email'] as const;
export const userRoleMessages = {
  role: 'Choose customer, dealer or admin.',
  dealerHubs: 'Choose at least one hub this dealer runs.',
  hubsOnlyForDealers: 'Only a dealer runs hubs: choose the dealer role or no hubs.',
  unknownHub: 'Choose hubs from the list of service centres.',
} as const;
