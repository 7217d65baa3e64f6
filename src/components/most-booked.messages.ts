// The "Most booked in …" badge (most-booked.tsx) in English, the contract's mostBookedLine; most-booked.messages.hi.ts
// is the Hindi twin. The place is the server's: a state's name, or India.
import { mostBookedLine } from '@contract/product-rules';

export const mostBooked = ({ rank, place }: { rank: number; place: string }): string => mostBookedLine(rank, place);
