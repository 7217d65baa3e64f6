// Thunks of my enquiries; a change reloads its list so the screen shows the server's word.
import type { MyContactMessage, MyNotifyRequest, MyTestRide, TestRideRescheduleRequest } from '@contract/enquiries';
import type { AppThunk } from '@/lib/store/family';
import { apiRequest, type RequestOutcome } from '@/lib/store/request';
import { myContactFamily, myNotifyFamily, myNotifyRemoveFamily, myTestRideChangeFamily, myTestRidesFamily } from './my-enquiries-slice';

const myApi = () => import('./my-enquiries-api');

export function fetchMyTestRides(): AppThunk<Promise<RequestOutcome<MyTestRide[]>>> {
  return apiRequest(myApi, myTestRidesFamily, async (api) => (await api.listMyTestRides()).data);
}

export function rescheduleMyTestRide(id: number, body: TestRideRescheduleRequest): AppThunk<Promise<RequestOutcome<MyTestRide>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(myApi, myTestRideChangeFamily, async (api) => (await api.rescheduleTestRide(id, body)).data));
    if (outcome.ok) await dispatch(fetchMyTestRides());
    return outcome;
  };
}

export function cancelMyTestRide(id: number): AppThunk<Promise<RequestOutcome<MyTestRide>>> {
  return async (dispatch) => {
    const outcome = await dispatch(apiRequest(myApi, myTestRideChangeFamily, async (api) => (await api.cancelTestRide(id)).data));
    if (outcome.ok) await dispatch(fetchMyTestRides());
    return outcome;
  };
}

export function fetchMyNotify(): AppThunk<Promise<RequestOutcome<MyNotifyRequest[]>>> {
  return apiRequest(myApi, myNotifyFamily, async (api) => (await api.listMyNotify()).data);
}

export function removeMyNotify(id: number): AppThunk<Promise<RequestOutcome<number>>> {
  return async (dispatch) => {
    const outcome = await dispatch(
      apiRequest(myApi, myNotifyRemoveFamily, async (api) => {
        await api.removeMyNotify(id);
        return id;
      }),
    );
    if (outcome.ok) await dispatch(fetchMyNotify());
    return outcome;
  };
}

export function fetchMyContact(): AppThunk<Promise<RequestOutcome<MyContactMessage[]>>> {
  return apiRequest(myApi, myContactFamily, async (api) => (await api.listMyContact()).data);
}
