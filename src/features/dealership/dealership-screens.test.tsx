import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealerApplicationRequest, DealerUpdateRequest } from '@contract/dealership';
import { dealershipEndpoints as e } from '@contract/dealership-endpoints';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { dealerHandlers } from '../../../tests/mocks/handlers/dealership';
import { server } from '../../../tests/mocks/server';
import { chooseLocation, fillPerson } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { BecomeDealerScreen } from './become-dealer-screen';
import { DealerDetailScreen } from './dealer-detail-screen';
import { DealerListScreen } from './dealer-list-screen';
import { ThankYouDealerScreen } from './thank-you-dealer-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

let seen: { applied: DealerApplicationRequest[]; reviews: DealerUpdateRequest[] };
let requests: string[];
beforeEach(() => {
  seen = { applied: [], reviews: [] };
  requests = [];
  server.use(...dealerHandlers(seen));
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location');

function renderAt(route: string, admin = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/become-dealer" element={<BecomeDealerScreen />} />
      <Route path="/thankyoudealer/:id" element={<ThankYouDealerScreen />} />
      <Route path="/becomedealerlist" element={<DealerListScreen />} />
      <Route path="/becomedealerdetail/:id" element={<DealerDetailScreen />} />
    </Routes>,
    { route, preloadedState: admin ? asAdmin() : undefined },
  );
}

describe('/become-dealer', () => {
  it('offers exactly the SPEC §3 budget options', async () => {
    renderAt('/become-dealer');
    const budget = screen.getByRole('combobox', { name: /Investment budget/ });
    expect(within(budget).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose your budget', 'Min 24 Lacs', '25-30 Lacs', '30–40 Lacs']);
  });

  it('checks the fields before sending, then sends the application and shows the reference', async () => {
    const { user } = renderAt('/become-dealer');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Tell us about your current business/)).toBeInTheDocument();
    expect(screen.getByText(/Enter the showroom space in square feet/)).toBeInTheDocument();
    expect(screen.getByText('Choose your investment budget.')).toBeInTheDocument();
    expect(seen.applied).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());

    await fillPerson(user);
    await chooseLocation(user, false);
    await user.type(screen.getByLabelText(/Current business/), 'Two-wheeler showroom');
    await user.type(screen.getByLabelText(/Showroom space/), '2,400');
    await user.selectOptions(screen.getByLabelText(/Investment budget/), '30–40 Lacs');
    await user.type(screen.getByLabelText(/Message/), 'On the main road.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(location()).toHaveTextContent('/thankyoudealer/42'));
    expect(seen.applied).toEqual([
      {
        name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', state: 'MH', city: 'MH-PUN',
        current_business: 'Two-wheeler showroom', showroom_sqft: 2400, budget: '30–40 Lacs', message: 'On the main road.',
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for applying' })).toBeInTheDocument();
    expect(screen.getAllByText('DA-000042').length).toBeGreaterThan(0);
  });

  it('shows the server message when the application is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderAt('/become-dealer');
    await fillPerson(user, '9999999999');
    await chooseLocation(user, false);
    await user.type(screen.getByLabelText(/Current business/), 'Retail');
    await user.type(screen.getByLabelText(/Showroom space/), '900');
    await user.selectOptions(screen.getByLabelText(/Investment budget/), 'Min 24 Lacs');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/become-dealer');
  });
});

describe('/thankyoudealer/:id', () => {
  it('works out the reference from the id after a reload', () => {
    renderAt('/thankyoudealer/7');
    expect(screen.getByText('DA-000007', { selector: 'strong' })).toBeInTheDocument();
  });
});

describe('/becomedealerlist', () => {
  const rowHeaders = () => within(screen.getByRole('table', { name: 'Dealership applications' })).getAllByRole('rowheader');

  it('lists the newest first with a pager, filters through the URL and links each row to its detail', async () => {
    const { user } = renderAt('/becomedealerlist', true);
    expect(await screen.findByRole('link', { name: 'DA-000022, Applicant 22' })).toBeInTheDocument();
    expect(rowHeaders()).toHaveLength(20);
    expect(requests).toContain(`GET ${e.list.path}?sort=-created&page=1`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'Min 24 Lacs');
    await waitFor(() => expect(rowHeaders()).toHaveLength(1));
    expect(location()).toHaveTextContent('budget=Min+24+Lacs');
    await user.click(screen.getByRole('link', { name: 'DA-000001, Zoya Khan' }));
    expect(location()).toHaveTextContent('/becomedealerdetail/1');
  });

  it('exports the filtered set as CSV under the server’s file name', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dealers');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderAt('/becomedealerlist?status=contacted', true);
    await screen.findByRole('link', { name: 'DA-000001, Zoya Khan' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['dealer-applications-2026-11-23-status-contacted.csv']));
    expect(requests).toContain(`GET ${e.export.path}?status=contacted&sort=-created`);
  });

  it('shows an error with a Retry that works', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(e.list.path, () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }), { once: true }));
    const { user } = renderAt('/becomedealerlist', true);
    expect(await screen.findByText('We could not load the applications.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'DA-000022, Applicant 22' })).toBeInTheDocument();
  });
});

describe('/becomedealerdetail/:id', () => {
  it('shows the applicant, saves a status with a note and a note alone, and the history grows', async () => {
    const { user } = renderAt('/becomedealerdetail/3', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'DA-000003: Applicant 3' })).toBeInTheDocument();
    const history = () => screen.getByRole('list', { name: 'History of this application' });
    expect(within(history()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Change the status or write a note.')).toBeInTheDocument();
    expect(seen.reviews).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'shortlisted');
    await user.type(screen.getByLabelText(/Note/), 'Good location.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status saved: Shortlisted.')).toBeInTheDocument();
    expect(within(history()).getByText('Status changed from New to Shortlisted')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Note/), 'Site visit on Friday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(3));
    expect(seen.reviews).toEqual([{ status: 'shortlisted', note: 'Good location.' }, { note: 'Site visit on Friday.' }]);
  });

  it('says so when the application does not exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/becomedealerdetail/999', true);
    expect(await screen.findByText('We could not find that dealership application.')).toBeInTheDocument();
  });
});
