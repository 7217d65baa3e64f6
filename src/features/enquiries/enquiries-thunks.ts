// Enquiry thunks, apart from the families so the store (in every page's first load) stays small.
import type { ContactRequest, EnquiryResponse, NotifyRequest, TestRideRequest } from '@contract/enquiries';
import type { AppThunk } from '@/lib/store/family';
import { submitFamily, type SubmitOutcome } from '@/lib/store/submit';
import { contactCreateFamily, notifyCreateFamily, testRideCreateFamily } from './enquiries-slice';

const enquiriesApi = () => import('./enquiries-api');

export function submitTestRide(body: TestRideRequest): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return submitFamily(testRideCreateFamily, async () => (await enquiriesApi()).createTestRide(body));
}

export function submitNotify(body: NotifyRequest): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return submitFamily(notifyCreateFamily, async () => (await enquiriesApi()).createNotify(body));
}

export function submitContact(body: ContactRequest): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return submitFamily(contactCreateFamily, async () => (await enquiriesApi()).createContact(body));
}
