// The breadcrumb's landmark name (breadcrumb.tsx) in English; breadcrumb.messages.hi.ts is the Hindi twin.
export const label = 'Breadcrumb';
