// Enquiry thunks, apart from the families so the store (in every page's first load) stays small.
import type { ContactRequest, EnquiryResponse, NotifyRequest, TestRideRequest } from '@/contract/types';
import { runFamily, type AppThunk, type Family } from '@/lib/store/family';
import { contactCreateFamily, notifyCreateFamily, testRideCreateFamily } from './enquiries-slice';

/** A submission's outcome: on failure, the server's field errors (by contract field name) as well. */
export type SubmitOutcome<T> = { ok: true; data: T } | { ok: false; error: string; fieldErrors: Record<string, string> };

async function modules() {
  const [enquiriesApi, { errorMessage, fieldErrorsOf }] = await Promise.all([import('./enquiries-api'), import('@/lib/api/client')]);
  return { enquiriesApi, errorMessage, fieldErrorsOf };
}

type Api = Awaited<ReturnType<typeof modules>>['enquiriesApi'];

function submit(family: Family<EnquiryResponse>, call: (enquiriesApi: Api) => Promise<EnquiryResponse>): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return async (dispatch) => {
    const { enquiriesApi, errorMessage, fieldErrorsOf } = await modules();
    let fieldErrors: Record<string, string> = {};
    const outcome = await dispatch(
      runFamily(
        family,
        () => call(enquiriesApi),
        (error) => {
          fieldErrors = fieldErrorsOf(error);
          return errorMessage(error);
        },
      ),
    );
    return outcome.ok ? outcome : { ...outcome, fieldErrors };
  };
}

export function submitTestRide(body: TestRideRequest): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return submit(testRideCreateFamily, (a) => a.createTestRide(body));
}

export function submitNotify(body: NotifyRequest): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return submit(notifyCreateFamily, (a) => a.createNotify(body));
}

export function submitContact(body: ContactRequest): AppThunk<Promise<SubmitOutcome<EnquiryResponse>>> {
  return submit(contactCreateFamily, (a) => a.createContact(body));
}
