// The model filter's options (the place filters come from lib/back-office-hubs.ts).
import { bikes } from '@/content/bikes';
import type { Option } from '@/components/field';

export const MODEL_OPTIONS: Option[] = bikes.map((b) => ({ value: b.id, label: b.name }));
