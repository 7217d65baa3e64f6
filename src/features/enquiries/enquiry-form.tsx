// What the enquiry forms share beyond the design system and lib/use-form: the model check.
import { enquiryMessages } from '@contract/enquiry-rules';
import { findBike } from '@/content/bikes';

export const checkModel = (v: string) => (findBike(v) ? null : enquiryMessages.model);
