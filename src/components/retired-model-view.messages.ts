// A retired model's old page (retired-model-view.tsx) in English; retired-model-view.messages.hi.ts is the Hindi twin.
// Its heading is the contract's retiredLine, the words of the server's 410 page too.
import { retiredLine } from '@contract/product-rules';
import { icu } from '@/lib/i18n/icu';

export const seoTitle = icu<{ model: string }>('{model}: no longer sold');
export const retired = ({ model }: { model: string }): string => retiredLine(model);
export const owners =
  'Owners keep their warranty, service and roadside help: book a service from your dashboard or call your hub. For a new bike, see the models we sell today.';
export const seeRange = 'See the range';
export const compare = 'Compare the models';
