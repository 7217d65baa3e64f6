// The "Most booked in …" badge in Hindi (twin of most-booked.messages.ts). A state's name stays as the server sends it.
import { icu } from '@/lib/i18n/icu';

const line = icu<{ rank: number; place: string }>(
  '{rank, plural, =1 {{place} में सबसे ज़्यादा बुक हुई} =2 {{place} में दूसरी सबसे ज़्यादा बुक हुई} =3 {{place} में तीसरी सबसे ज़्यादा बुक हुई} other {{place} में #वीं सबसे ज़्यादा बुक हुई}}',
);
const placeName = icu<{ place: string }>('{place, select, India {भारत} other {{place}}}');

export const mostBooked = ({ rank, place }: { rank: number; place: string }): string => line({ rank, place: placeName({ place }) });
