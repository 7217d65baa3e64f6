import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { phoneText } from '@/lib/format';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequest, TestRideRequest } from '@contract/enquiries';
import { enquiryEndpoints as e } from '@contract/enquiries-endpoints';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { NOTIFY_KNOWN_MOBILE, fullSlots, serviceCentres, serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { server } from '../../../tests/mocks/server';
import { chooseLocation, fillPerson } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { ContactUsScreen } from './contact-us-screen';
import { LocateDealerScreen } from './locate-dealer-screen';
import { NotifyMeScreen } from './notify-me-screen';
import { TestRideScreen } from './test-ride-screen';
import { ThankYouScreen } from './thank-you-screen';

/** The hub list's path (a common endpoint without a descriptor yet): the shared mock's own. */
const SERVICE_CENTRES = String(serviceCentresHandler.info.path);

type User = ReturnType<typeof renderWithProviders>['user'];

const signedIn = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser() } });

function renderAt(route: string, preloadedState?: ReturnType<typeof signedIn>) {
  return renderWithProviders(
    <Routes>
      <Route path="/test-ride" element={<TestRideScreen />} />
      <Route path="/rv400/test-ride" element={<TestRideScreen />} />
      <Route path="/notify-me" element={<NotifyMeScreen />} />
      <Route path="/contact-us" element={<ContactUsScreen />} />
      <Route path="/locate-dealer" element={<LocateDealerScreen />} />
      <Route path="/revoltmap" element={<LocateDealerScreen />} />
      <Route path="/thankyouride/:id" element={<ThankYouScreen />} />
      <Route path="/thankyounotify/:id" element={<ThankYouScreen />} />
      <Route path="/thankyoucontact/:id" element={<ThankYouScreen />} />
    </Routes>,
    { route, preloadedState },
  );
}

const location = () => screen.getByTestId('location');

beforeEach(() => {
  server.use(serviceCentresHandler);
});

afterEach(() => {
  vi.useRealTimers();
});

async function fillRide(user: User) {
  await user.click(screen.getByRole('radio', { name: 'RV400' }));
  await fillPerson(user);
  await chooseLocation(user);
  await waitFor(() => expect(screen.getByLabelText(/^Hub/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^Hub/), '4');
  fireEvent.change(screen.getByLabelText(/Preferred date/), { target: { value: '2027-03-05' } });
  await user.click(screen.getByRole('radio', { name: '12 pm – 2 pm' }));
  await user.type(screen.getByLabelText(/Anything we should know/), 'First electric bike');
}

describe('test ride', () => {
  it('shows client errors without calling the server and focuses the first one', async () => {
    let called = false;
    server.use(
      http.post(e.bookTestRide.path, () => {
        called = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderAt('/test-ride');
    expect(screen.getByRole('heading', { level: 1, name: 'Book a free test ride' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Book my test ride' }));
    expect(await screen.findByText('Choose a model.')).toBeInTheDocument();
    expect(screen.getByText(/valid 10-digit Indian mobile number/)).toBeInTheDocument();
    expect(screen.getByText('Choose a time slot.')).toBeInTheDocument();
    expect(screen.getByText(/Choose a date from tomorrow/)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Time slot/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('12345');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV1' })).toHaveFocus());
    expect(called).toBe(false);
  });

  it('preselects the model from ?model=', async () => {
    renderAt('/test-ride?model=rv1-plus');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV1+' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'RV1' })).not.toBeChecked();
  });

  it('preselects the RV400 on /rv400/test-ride with its breadcrumb', () => {
    renderAt('/rv400/test-ride');
    expect(screen.getByRole('radio', { name: 'RV400' })).toBeChecked();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'RV400', 'Test ride']);
  });

  it("prefills a signed-in customer's details, all editable", async () => {
    renderAt('/test-ride', signedIn());
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Asha Customer'));
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('9000000003');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(/^Pincode/)).toHaveValue('411038');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveValue('MH'));
    expect(screen.getByLabelText(/^City/)).toHaveValue('MH-PUN');
    expect(screen.getByLabelText(/Nearest area/)).toHaveValue('MH-PUN-01');
    expect(screen.getByLabelText(/Full name/)).toBeEnabled();
  });

  it('lists only the hubs of the chosen city, with name and address, nearest to the pincode first, and picks the nearest', async () => {
    const { user } = renderAt('/test-ride');
    await chooseLocation(user);
    const hub = screen.getByLabelText(/^Hub/);
    await waitFor(() => expect(hub).toBeEnabled());
    const options = within(hub)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // The area chosen fills the empty pincode field with 411038, closest in number to Hinjewadi's hub (411057): it comes first and is chosen.
    expect(options).toEqual([
      'Choose a hub',
      'Revolt Service Hub Hinjewadi — Plot 21, Phase 1, Hinjewadi, Pune (under 1 km away)',
      'Revolt Service Hub Shivajinagar — 12 Jangli Maharaj Road, Shivajinagar, Pune (about 13 km away)',
    ]);
    expect(hub).toHaveValue('4');
    expect(screen.getByText('Nearest to 411038 first.')).toBeInTheDocument();
    // The visitor may still choose another.
    await user.selectOptions(hub, '3');
    expect(hub).toHaveValue('3');
  });

  it('says so when the chosen city has no hub', async () => {
    server.use(http.get(SERVICE_CENTRES, () => HttpResponse.json({ data: serviceCentres.filter((c) => c.city_id !== 'MH-MUM') })));
    const { user } = renderAt('/test-ride');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-MUM');
    const note = await screen.findByText(/There is no Revolt hub in this city yet/);
    expect(within(note).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
    expect(within(note).getByRole('link', { name: 'all our hubs' })).toHaveAttribute('href', '/locate-dealer');
  });

  it('preselects the state, city and hub from ?dealer=', async () => {
    renderAt('/test-ride?dealer=6');
    await waitFor(() => expect(screen.getByLabelText(/^Hub/)).toHaveValue('6'));
    expect(screen.getByLabelText(/^State/)).toHaveValue('DL');
    expect(screen.getByLabelText(/^City/)).toHaveValue('DL-NDL');
  });

  it('shows the places left in each slot of the chosen hub and day, and a full slot cannot be chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T06:30:00Z'));
    fullSlots.add('4 2027-03-05 14:00-16:00');
    try {
      const { user } = renderAt('/test-ride');
      await waitFor(() => expect(screen.getByLabelText(/Preferred date/)).toHaveAttribute('min', '2027-03-02'));
      await chooseLocation(user);
      await waitFor(() => expect(screen.getByLabelText(/^Hub/)).toBeEnabled());
      await user.selectOptions(screen.getByLabelText(/^Hub/), '4');
      fireEvent.change(screen.getByLabelText(/Preferred date/), { target: { value: '2027-03-05' } });
      const full = await screen.findByRole('radio', { name: '2 pm – 4 pm', description: /Full at this hub/ });
      expect(full).toBeDisabled();
      expect(screen.getByRole('radio', { name: '12 pm – 2 pm', description: '2 places left' })).toBeEnabled();
    } finally {
      fullSlots.clear();
    }
  });

  it('POSTs the exact body and lands on the thank-you page with the reference', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T06:30:00Z'));
    let body: TestRideRequest | null = null;
    server.use(
      http.post(e.bookTestRide.path, async ({ request }) => {
        body = (await request.json()) as TestRideRequest;
        return HttpResponse.json(
          { message: 'Thank you, Ravi. Your RV400 test ride request for 05 March 2027, 12:00-14:00 is received. The hub will call you to confirm.', data: { id: 123, reference: 'TR-000123' } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderAt('/test-ride');
    const date = screen.getByLabelText(/Preferred date/);
    await waitFor(() => expect(date).toHaveAttribute('min', '2027-03-02'));
    expect(date).toHaveAttribute('max', '2027-03-31');
    await fillRide(user);
    await user.click(screen.getByRole('button', { name: 'Book my test ride' }));
    await waitFor(() => expect(location()).toHaveTextContent('/thankyouride/123'));
    expect(body).toEqual({
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.com',
      state: 'MH',
      city: 'MH-PUN',
      area: 'MH-PUN-01',
      pincode: '411038',
      model: 'rv400',
      preferred_date: '2027-03-05',
      time_slot: '12:00-14:00',
      dealer_id: 4,
      comments: 'First electric bike',
    });
    expect(await screen.findByText('TR-000123')).toBeInTheDocument();
    expect(screen.getByText(/Your RV400 test ride request for 05 March 2027/)).toBeInTheDocument();
    expect(screen.getByText('Revolt Service Hub Hinjewadi')).toBeInTheDocument();
    expect(screen.getByText('5 March 2027')).toBeInTheDocument();
    expect(screen.getByText('12 pm – 2 pm')).toBeInTheDocument();
    expect(screen.getByText('Plot 21, Phase 1, Hinjewadi, Pune')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: phoneText('+91 20 4671 3302') })).toHaveAttribute('href', 'tel:+912046713302');
    expect(screen.getByRole('link', { name: /Directions to the hub/ })).toHaveAttribute('href', expect.stringContaining('18.5913,73.7389'));
    expect(screen.getByRole('button', { name: /Add to calendar/ })).toBeInTheDocument();
    expect(screen.getByText(/The hub calls you within one working day/)).toBeInTheDocument();
  });

  it('shows the slots in 12-hour time, sends the contract slot, and says the chosen date in words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T06:30:00Z'));
    renderAt('/test-ride');
    const group = screen.getByRole('radiogroup', { name: /Time slot/ });
    expect(within(group).getByLabelText('10 am – 12 pm')).toHaveAttribute('value', '10:00-12:00');
    expect(within(group).getByLabelText('4 pm – 6 pm')).toHaveAttribute('value', '16:00-18:00');
    const date = screen.getByLabelText(/Preferred date/);
    await waitFor(() => expect(date).toHaveAttribute('min', '2027-03-02'));
    fireEvent.change(date, { target: { value: '2027-03-24' } });
    expect(screen.getByText(/You chose 24 March 2027\./)).toBeInTheDocument();
  });

  it('rejects a date outside the window without calling the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T06:30:00Z'));
    const { user } = renderAt('/test-ride');
    await fillRide(user);
    fireEvent.change(screen.getByLabelText(/Preferred date/), { target: { value: '2027-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Book my test ride' }));
    expect(await screen.findByText(/Choose a date from tomorrow/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/test-ride');
  });

  it('shows the server field errors beside their fields and keeps the values', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T06:30:00Z'));
    server.use(
      http.post(e.bookTestRide.path, () =>
        HttpResponse.json(
          { message: 'dealer_id: Choose the hub where you want to ride.', errors: [{ field: 'dealer_id', message: 'Choose the hub where you want to ride.' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAt('/test-ride');
    await fillRide(user);
    await user.click(screen.getByRole('button', { name: 'Book my test ride' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('dealer_id: Choose the hub where you want to ride.');
    const hub = screen.getByLabelText(/^Hub/);
    expect(hub).toHaveAttribute('aria-invalid', 'true');
    expect(hub).toHaveAccessibleDescription(/Choose the hub where you want to ride/);
    expect(hub).toHaveValue('4');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('radio', { name: '12 pm – 2 pm' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Book my test ride' })).toBeEnabled();
    expect(location()).toHaveTextContent('/test-ride');
  });
});

describe('notify me', () => {
  it('goes to the thank-you page with the message when already on the list (200)', async () => {
    const { user } = renderAt('/notify-me?model=rv-blazex');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV BlazeX' })).toBeChecked());
    expect(screen.queryByLabelText(/Nearest area/)).not.toBeInTheDocument();
    await fillPerson(user, NOTIFY_KNOWN_MOBILE);
    await chooseLocation(user, false);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(location()).toHaveTextContent('/thankyounotify/7'));
    expect(await screen.findByText('You are already on the list for the RV BlazeX in Pune. We will let you know.')).toBeInTheDocument();
    expect(screen.getByText('NM-000007')).toBeInTheDocument();
  });

  it('shows a rate-limit message from the server as is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(e.notify.path, () => HttpResponse.json({ message: 'Too many attempts. Please wait a few minutes and try again.' }, { status: 429 })));
    const { user } = renderAt('/notify-me');
    await user.click(screen.getByRole('radio', { name: 'RV1' }));
    await fillPerson(user);
    await chooseLocation(user, false);
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
  });
});

describe('contact us', () => {
  it('shows the ways to reach us', () => {
    renderAt('/contact-us');
    expect(screen.getByRole('link', { name: 'support@revoltmotors.example' })).toHaveAttribute('href', 'mailto:support@revoltmotors.example');
    expect(screen.getByText(/Monday to Saturday, 9:00 to 18:00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Revolt hub near you' })).toHaveAttribute('href', '/locate-dealer');
    expect(screen.getByRole('link', { name: 'Book a free test ride' })).toHaveAttribute('href', '/test-ride');
  });

  it('counts characters, enforces the minimum and sends the message', async () => {
    let body: ContactRequest | null = null;
    server.use(
      http.post(e.contact.path, async ({ request }) => {
        body = (await request.json()) as ContactRequest;
        return HttpResponse.json({ message: 'Thank you, Ravi. We have received your message and will reply within two working days.', data: { id: 45, reference: 'CU-000045' } }, { status: 201 });
      }),
    );
    const { user } = renderAt('/contact-us');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(/What is it about/), 'Test ride');
    const message = screen.getByLabelText(/Your message/);
    await user.type(message, 'Too short');
    expect(message).toHaveAccessibleDescription(/9 of 2,000 characters/);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write your message in 10 to 2000 characters.')).toBeInTheDocument();
    expect(body).toBeNull();
    await user.type(message, ' for a ride?');
    expect(screen.queryByText('Write your message in 10 to 2000 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(location()).toHaveTextContent('/thankyoucontact/45'));
    expect(body).toEqual({ name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', topic: 'Test ride', message: 'Too short for a ride?' });
    expect(await screen.findByText('CU-000045')).toBeInTheDocument();
    expect(screen.getByText(/will reply within two working days/)).toBeInTheDocument();
  });

  it('fills the state and city from a pincode and sends them (not the pincode)', async () => {
    let body: ContactRequest | null = null;
    server.use(
      http.post(e.contact.path, async ({ request }) => {
        body = (await request.json()) as ContactRequest;
        return HttpResponse.json({ message: 'Thank you.', data: { id: 46, reference: 'CU-000046' } }, { status: 201 });
      }),
    );
    const { user } = renderAt('/contact-us');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(/What is it about/), 'Test ride');
    await user.type(screen.getByLabelText(/Your message/), 'Is there a hub near me?');
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    expect(screen.queryByLabelText(/Nearest area/)).toBeNull();
    await user.type(screen.getByLabelText(/^Pincode/), '411038');
    expect(screen.getByLabelText(/^State/)).toHaveValue('MH');
    expect(screen.getByLabelText(/^City/)).toHaveValue('MH-PUN');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ state: 'MH', city: 'MH-PUN' });
    expect(body).not.toHaveProperty('pincode');
  });

  it('disables the submit button and says "Sending…" while busy', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(e.contact.path, async () => {
        await gate;
        return HttpResponse.json({ message: 'Thank you, Ravi.', data: { id: 46, reference: 'CU-000046' } }, { status: 201 });
      }),
    );
    const { user } = renderAt('/contact-us');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(/What is it about/), 'Feedback');
    await user.type(screen.getByLabelText(/Your message/), 'Lovely bike, thank you.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await waitFor(() => expect(location()).toHaveTextContent('/thankyoucontact/46'));
  });

  it('says how many characters are too many', async () => {
    const { user } = renderAt('/contact-us');
    const message = screen.getByLabelText(/Your message/);
    await user.click(message);
    await user.paste('x'.repeat(2001));
    expect(message).toHaveAccessibleDescription(/2,001 of 2,000 characters: 1 too many/);
  });
});

describe('locate dealer', () => {
  const cards = () => screen.getAllByRole('article');
  const names = () => cards().map((c) => within(c).getByRole('heading').textContent);

  function mockGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
    Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: vi.fn(getCurrentPosition) } });
  }
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'geolocation');
  });

  it('lists the hubs with phone, directions and a test-ride link, and filters by state and city', async () => {
    const { user } = renderAt('/locate-dealer');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a Revolt hub near you' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByText('4 hubs across India.')).toHaveAttribute('role', 'status');
    const andheri = screen.getByRole('article', { name: 'Revolt Service Hub Andheri' });
    expect(within(andheri).getByRole('link', { name: phoneText('+91 22 4890 1201') })).toHaveAttribute('href', 'tel:+912248901201');
    const directions = within(andheri).getByRole('link', { name: /Directions to Revolt Service Hub Andheri \(opens in a new tab\)/ });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=19.1136,72.8697');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(andheri).getByRole('link', { name: /Book a test ride here/ })).toHaveAttribute('href', '/test-ride?dealer=1');

    await waitFor(() => expect(within(screen.getByLabelText(/^State/)).getByRole('option', { name: 'Maharashtra' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
    // Without a location: by state, city and hub name (Mumbai before Pune).
    expect(names()).toEqual(['Revolt Service Hub Andheri', 'Revolt Service Hub Hinjewadi', 'Revolt Service Hub Shivajinagar']);
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-PUN');
    expect(names()).toEqual(['Revolt Service Hub Hinjewadi', 'Revolt Service Hub Shivajinagar']);
    expect(screen.getByText('2 hubs match your choices.')).toBeInTheDocument();
  });

  it('narrows by a text search over name, address and pincode, and says when nothing matches', async () => {
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.type(screen.getByLabelText(/^Search/), '110001');
    expect(names()).toEqual(['Revolt Service Hub Connaught Place']);
    await user.clear(screen.getByLabelText(/^Search/));
    await user.type(screen.getByLabelText(/^Search/), 'hinjewadi');
    expect(names()).toEqual(['Revolt Service Hub Hinjewadi']);
    await user.type(screen.getByLabelText(/^Search/), ' nowhere');
    // One message, in the status line, and what to do next below it.
    expect(screen.getByText('No hubs match your choices.')).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(/No hubs match/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('sorts by distance from the visitor and shows how far each hub is', async () => {
    mockGeolocation((success) => success({ coords: { latitude: 28.6139, longitude: 77.209 } } as GeolocationPosition));
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(names()[0]).toBe('Revolt Service Hub Connaught Place');
    expect(names().slice(1)).toEqual(['Revolt Service Hub Andheri', 'Revolt Service Hub Hinjewadi', 'Revolt Service Hub Shivajinagar']);
    expect(within(cards()[0]!).getByText('about 2 km away')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText(/about 1,1\d\d km away/)).toBeInTheDocument();
    expect(screen.getByText('4 hubs across India, nearest first.')).toBeInTheDocument();
  });

  it('explains politely when location is refused, and keeps the page usable', async () => {
    mockGeolocation((_success, error) => error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByText(/could not use your location because permission was not given/)).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
  });

  it('selects a hub from the map, showing its card even when filtered out', async () => {
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.type(screen.getByLabelText(/^Search/), 'Pune');
    expect(cards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Revolt Service Hub Andheri, Mumbai' }));
    const card = screen.getByRole('article', { name: 'Revolt Service Hub Andheri' });
    expect(card).toHaveFocus();
    expect(card).toHaveClass('is-selected');
    expect(screen.getByRole('button', { name: 'Revolt Service Hub Andheri, Mumbai' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^City/)).toHaveValue('MH-MUM');
  });

  it('highlights a hub of the list on the map, and draws the map of India behind the markers', async () => {
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    const map = screen.getByRole('group', { name: 'Map of Revolt hubs in India' });
    expect(map.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(within(map).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    await user.click(screen.getByRole('button', { name: 'Show on map: Revolt Service Hub Hinjewadi' }));
    const marker = within(map).getByRole('button', { name: 'Revolt Service Hub Hinjewadi, Pune' });
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    expect(marker).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Revolt Service Hub Hinjewadi' })).toHaveClass('is-selected');
    expect(within(map).getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('joins markers too close to tell apart at the drawn size, and selecting them shows their hubs', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([{ contentRect: { width: 300 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        disconnect() {}
      },
    );
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    const map = screen.getByRole('group', { name: 'Map of Revolt hubs in India' });
    // At 300 px Mumbai and Pune are a few pixels apart: one marker of three hubs; Delhi its own.
    expect(within(map).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['3 hubs in Mumbai and Pune', 'Revolt Service Hub Connaught Place, New Delhi']),
    );
    expect(within(map).getAllByRole('button')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Search/), 'Connaught');
    await user.click(within(map).getByRole('button', { name: '3 hubs in Mumbai and Pune' }));
    // Filtered out: the search is cleared so the hubs show, the first selected and focused.
    expect(screen.getByLabelText(/^Search/)).toHaveValue('');
    const card = screen.getByRole('article', { name: 'Revolt Service Hub Andheri' });
    expect(card).toHaveFocus();
    expect(within(map).getByRole('button', { name: '3 hubs in Mumbai and Pune' })).toHaveAttribute('aria-pressed', 'true');
    vi.unstubAllGlobals();
  });

  it('groups the hubs by state and city, nearest state first once located', async () => {
    mockGeolocation((success) => success({ coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition));
    const { user } = renderAt('/locate-dealer');
    await waitFor(() => expect(cards()).toHaveLength(4));
    const states = () => screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('button'));
    expect(states().map((b) => b.textContent)).toEqual(['Delhi1 hub', 'Maharashtra3 hubs']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['New Delhi', 'Mumbai', 'Pune']);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(states().map((b) => b.textContent)).toEqual(['Maharashtra3 hubs, nearest about 1 km', 'Delhi1 hub, nearest about 1,175 km']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pune', 'Mumbai', 'New Delhi']);
    // A group closes and opens again.
    await user.click(states()[0]!);
    expect(states()[0]).toHaveAttribute('aria-expanded', 'false');
    expect(cards()).toHaveLength(1);
    await user.click(states()[0]!);
    expect(cards()).toHaveLength(4);
  });

  it('offers a retry when the hubs cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(SERVICE_CENTRES, () => HttpResponse.json({ message: 'Service unavailable, try again' }, { status: 503 }), { once: true }));
    const { user } = renderAt('/revoltmap');
    expect(await screen.findByText('We could not load the list of hubs.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable, try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  });
});

describe('thank-you pages', () => {
  it('derive the reference from the id without router state, with the generic next steps', () => {
    renderAt('/thankyouride/42');
    expect(screen.getByText('TR-000042')).toBeInTheDocument();
    expect(screen.getByText('We have received your test ride request.')).toBeInTheDocument();
    expect(screen.getByText(/Bring your permanent two-wheeler driving licence/)).toBeInTheDocument();
  });

  it('uses the right prefix and next steps for each kind', () => {
    const { unmount } = renderAt('/thankyounotify/5');
    expect(screen.getByText('NM-000005')).toBeInTheDocument();
    expect(screen.getByText(/We send you an SMS and an e-mail/)).toBeInTheDocument();
    unmount();
    renderAt('/thankyoucontact/1234567');
    expect(screen.getByText('CU-1234567')).toBeInTheDocument();
    expect(screen.getByText(/replies within two working days/)).toBeInTheDocument();
  });

  it('shows the not-found view for a non-numeric id', async () => {
    renderAt('/thankyouride/abc');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
