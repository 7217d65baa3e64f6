// Enquiry thunks, apart from the families so the store (in every page's first load) stays small.
import type { ContactRequest, EnquiryResponse, NotifyRequest, TestRideRequest } from '@contract/enquiries';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { contactCreateFamily, notifyCreateFamily, testRideCreateFamily } from './enquiries-slice';

const enquiriesApi = () => import('./enquiries-api');

export function submitTestRide(body: TestRideRequest): AppThunk<Promise<RequestOutcome<EnquiryResponse>>> {
  return apiRequest(enquiriesApi, testRideCreateFamily, (api) => api.createTestRide(body));
}

export function submitNotify(body: NotifyRequest): AppThunk<Promise<RequestOutcome<EnquiryResponse>>> {
  return apiRequest(enquiriesApi, notifyCreateFamily, (api) => api.createNotify(body));
}

export function submitContact(body: ContactRequest): AppThunk<Promise<RequestOutcome<EnquiryResponse>>> {
  return apiRequest(enquiriesApi, contactCreateFamily, (api) => api.createContact(body));
}
