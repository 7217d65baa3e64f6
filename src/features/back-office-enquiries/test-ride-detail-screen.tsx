import { useCallback, useEffect } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import type { BackOfficeTestRideDetail, TestRideAction } from '@contract/back-office-enquiries';
import type { TestRideSlot } from '@contract/enquiries';
import { paths } from '@contract/paths';
import { slotLabel } from '@contract/enquiry-rules';
import { formatDate, formatDateTime, telHref } from '@/lib/format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { ActionPanel, type ActionValues } from './action-panel';
import { selectBoTestRide } from './back-office-enquiries-slice';
import { actOnTestRide, fetchTestRide } from './back-office-enquiries-thunks';
import { DetailFrame, Facts, RecordTimeline, StatusBadge } from './enquiry-detail';
import { TEST_RIDE_ACTION_COPY, TEST_RIDE_STATUS_LABELS, sourceLabel } from './labels';

function TestRide({ ride, run }: { ride: BackOfficeTestRideDetail; run: (action: TestRideAction, v: ActionValues) => ReturnType<typeof runAction> }) {
  return (
    <>
      <h1>
        Test ride {ride.reference} <StatusBadge status={ride.status} label={TEST_RIDE_STATUS_LABELS[ride.status]} />
      </h1>
      <div className="bo-detail">
        <div>
          <section className="bo-section" aria-labelledby="bo-ride">
            <h2 id="bo-ride">The ride</h2>
            <Facts
              label="The ride"
              items={[
                ['Model', ride.model.name],
                ['Day', formatDate(ride.date)],
                ['Slot', slotLabel(ride.slot)],
                ['Hub', `${ride.hub.name}, ${ride.hub.address}`],
                ['Hub phone', <a key="phone" href={telHref(ride.hub.phone)}>{ride.hub.phone}</a>],
                ['Assigned to', ride.assignee_name ? `${ride.assignee_name} (${ride.assignee_mobile ?? ''})` : null],
                ['Source', sourceLabel(ride.source)],
                ['Received', formatDateTime(ride.created_at)],
              ]}
            />
          </section>
          <section className="bo-section" aria-labelledby="bo-rider">
            <h2 id="bo-rider">The rider</h2>
            <Facts
              label="The rider"
              items={[
                ['Name', ride.name],
                ['Mobile', <a key="mobile" href={telHref(ride.mobile)}>{ride.mobile}</a>],
                ['E-mail', ride.email],
                ['Area', `${ride.area.name}, ${ride.city.name}, ${ride.state.name} ${ride.pincode}`],
                ['Comments', ride.comments],
              ]}
            />
          </section>
        </div>
        <div>
          <ActionPanel actions={ride.actions} copy={TEST_RIDE_ACTION_COPY} run={run} />
          <RecordTimeline createdAt={ride.created_at} events={ride.events} received="Test ride booked" />
        </div>
      </div>
    </>
  );
}

function runAction(dispatch: ReturnType<typeof useAppDispatch>, id: number, action: TestRideAction, v: ActionValues) {
  const note = v.note;
  switch (action) {
    case 'reschedule':
      // The dialog offers only the contract's slots; the server checks the value again.
      return dispatch(actOnTestRide(id, { action, date: v.date ?? '', slot: v.slot as TestRideSlot, note }));
    case 'assign':
      return dispatch(actOnTestRide(id, { action, name: v.name ?? '', mobile: v.mobile ?? '', note }));
    case 'cancel':
    case 'note':
      return dispatch(actOnTestRide(id, { action, note: note ?? '' }));
    default:
      return dispatch(actOnTestRide(id, { action, note }));
  }
}

/** /testridedetail/:id (admin) and /testridedetail/dealer/:id (a dealer's own hubs; any other is "not found"). */
export function TestRideDetailScreen() {
  const { id = '' } = useParams();
  const rideId = Number(id);
  const dealer = useMatch(paths.dealerTestRideDetail.path) !== null;
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectBoTestRide);
  const load = useCallback(() => void dispatch(fetchTestRide(rideId)), [dispatch, rideId]);
  useEffect(load, [load]);
  const run = useCallback((action: TestRideAction, v: ActionValues) => runAction(dispatch, rideId, action, v), [dispatch, rideId]);
  return (
    <DetailFrame
      title="Test ride"
      noun="test ride"
      path={dealer ? paths.dealerTestRideDetail.getHref(id) : paths.testRideDetail.getHref(id)}
      back={dealer ? { href: paths.dealerTestRideList.getHref(), label: 'Test rides at your hubs' } : { href: paths.testRideList.getHref(), label: 'Test rides' }}
      state={state}
      id={rideId}
      retry={load}
    >
      {(ride) => <TestRide ride={ride} run={run} />}
    </DetailFrame>
  );
}

export default TestRideDetailScreen;
