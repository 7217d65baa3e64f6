import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { signinFamily } from '@/lib/session';
import { addDays } from '@contract/rules';
import { myEnquiryEndpoints as my } from '@contract/enquiries-endpoints';
import { testRideDateWindow } from '@contract/enquiry-rules';
import { makeUser } from '../../../tests/mocks/data';
import { myTestRide } from '../../../tests/mocks/handlers/my-enquiries';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { MyContactScreen } from './my-contact-screen';
import { MyNotifyScreen } from './my-notify-screen';
import { MyTestRidesScreen } from './my-test-rides-screen';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/usertestride" element={<MyTestRidesScreen />} />
      <Route path="/usernotify" element={<MyNotifyScreen />} />
      <Route path="/usercontactus" element={<MyContactScreen />} />
    </Routes>,
    { route, preloadedState: { userSignin: { ...signinFamily.initialState, status: 'succeeded', data: makeUser() } } },
  );
}

const failing = (path: string) => http.get(path, () => HttpResponse.json({ message: 'Not available just now.' }, { status: 400 }));
const empty = (path: string) => http.get(path, () => HttpResponse.json({ data: [] }));

describe('/usertestride', () => {
  it('loads, then lists my rides with hub, slot and status; a past ride offers no change', async () => {
    renderAt('/usertestride');
    expect(screen.getByRole('status', { name: 'Loading your test rides' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Test rides' });
    const [open, done] = within(list).getAllByRole('listitem');
    expect(within(open!).getByText('Requested: the hub will call you to confirm')).toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: '+91 20 4671 3302' })).toHaveAttribute('href', 'tel:+912046713302');
    expect(within(open!).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(done!).getByText('Completed')).toBeInTheDocument();
    expect(within(done!).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(within(open!).getByRole('link', { name: 'Test ride pass for TR-000021' })).toHaveAttribute('href', '/test-ride-pass/21');
    expect(within(done!).queryByRole('link', { name: /Test ride pass/ })).not.toBeInTheDocument();
  });

  it('says so when there are none, and offers a retry when the list fails', async () => {
    server.use(failing(my.testRides.path));
    const { user } = renderAt('/usertestride');
    expect(await screen.findByText('We could not load your test rides.')).toBeInTheDocument();
    server.use(empty(my.testRides.path));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No test rides yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a test ride' })).toHaveAttribute('href', '/test-ride');
  });

  it('reschedules to another slot; a refusal keeps what was chosen and shows the server’s reason', async () => {
    const date = addDays(testRideDateWindow().min, 2);
    let sent: unknown;
    server.use(
      http.post(my.reschedule.path, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'You have already booked a test ride for this slot.' }, { status: 409 });
      }),
    );
    const { user } = renderAt('/usertestride');
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const form = screen.getByRole('form', { name: 'Reschedule TR-000021' });
    await user.click(within(form).getByRole('button', { name: 'Move my test ride' }));
    expect(await within(form).findByText('Choose a time slot.', { exact: false })).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/New date/));
    await user.type(within(form).getByLabelText(/New date/), date);
    await user.selectOptions(within(form).getByLabelText(/New time slot/), '14:00-16:00');
    await user.click(within(form).getByRole('button', { name: 'Move my test ride' }));
    expect(await within(form).findByText('You have already booked a test ride for this slot.')).toBeInTheDocument();
    expect(sent).toEqual({ date, slot: '14:00-16:00' });
    expect(within(form).getByLabelText(/New time slot/)).toHaveValue('14:00-16:00');

    server.resetHandlers();
    await user.click(within(form).getByRole('button', { name: 'Move my test ride' }));
    expect(await screen.findByText(/Your test ride TR-000021 is moved to/)).toBeInTheDocument();
  });

  it('cancels after confirming, and keeps the ride when the customer changes their mind', async () => {
    let cancelled = 0;
    server.use(
      http.post(my.cancel.path, () => {
        cancelled += 1;
        return HttpResponse.json({ data: myTestRide({ status: 'cancelled', can_change: false }) });
      }),
    );
    const { user } = renderAt('/usertestride');
    await user.click(await screen.findByRole('button', { name: 'Cancel ride' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel test ride TR-000021?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancelled).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Cancel ride' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel test ride TR-000021?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the ride' }));
    expect(await screen.findByText('Your test ride TR-000021 is cancelled.')).toBeInTheDocument();
    expect(cancelled).toBe(1);
  });

  it('explains the 2-hour rule when a ride can no longer be changed', async () => {
    server.use(http.get(my.testRides.path, () => HttpResponse.json({ data: [myTestRide({ can_change: false })] })));
    renderAt('/usertestride');
    expect(await screen.findByText(/Changes close 2 hours before the slot/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).not.toBeInTheDocument();
  });
});

describe('/usernotify', () => {
  it('lists my requests and removes one after confirming', async () => {
    let removed = false;
    server.use(
      http.delete(my.removeNotify.path, () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAt('/usernotify');
    expect(screen.getByRole('status', { name: 'Loading your notify-me requests' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove RV400 in Pune' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop these updates?' });
    server.use(empty(my.notify.path));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: RV400 in Pune.')).toBeInTheDocument();
    expect(removed).toBe(true);
    expect(await screen.findByRole('heading', { name: 'No requests' })).toBeInTheDocument();
  });

  it('shows the error with a retry, and a failed removal keeps the request', async () => {
    server.use(failing(my.notify.path));
    const { user } = renderAt('/usernotify');
    expect(await screen.findByText('We could not load your notify-me requests.')).toBeInTheDocument();
    server.resetHandlers();
    server.use(http.delete(my.removeNotify.path, () => HttpResponse.json({ message: 'We could not find that request in your account.' }, { status: 404 })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Remove RV400 in Pune' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('We could not find that request in your account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove RV400 in Pune' })).toBeInTheDocument();
  });
});

describe('/usercontactus', () => {
  it('lists my messages with their status', async () => {
    renderAt('/usercontactus');
    expect(screen.getByRole('status', { name: 'Loading your messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Open: we will reply soon')).toBeInTheDocument();
    expect(within(list).getByText('Answered and closed')).toBeInTheDocument();
    expect(within(list).getByText('My bike shows a battery warning.')).toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    server.use(failing(my.contact.path));
    const { user } = renderAt('/usercontactus');
    expect(await screen.findByText('We could not load your messages.')).toBeInTheDocument();
    server.use(empty(my.contact.path));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No messages' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us'));
  });
});
