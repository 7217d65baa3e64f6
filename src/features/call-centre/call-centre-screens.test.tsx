import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { upgradeMessages } from '@contract/upgrade-rules';
import { findBike } from '@/content/bikes';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { OWNER_OTP, callCentreCalls, callCentreHandler, resetCallCentre } from '../../../tests/mocks/handlers/call-centre';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { server } from '../../../tests/mocks/server';
import { chooseLocation, fillPerson } from '../../../tests/forms';
import { renderWithProviders } from '../../../tests/render';
import { CcSupportScreen } from './cc-support-screen';
import { UpgradeCcSupportScreen } from './upgrade-cc-support-screen';

type User = ReturnType<typeof renderWithProviders>['user'];

const agent = () => ({ userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ user_type: 'callcentre', token: 'token-agent' }) } });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/ccsupport" element={<CcSupportScreen />} />
      <Route path="/upgradeccsupport" element={<UpgradeCcSupportScreen />} />
    </Routes>,
    { route, preloadedState: agent() },
  );
}

const { bookings: sent, otps, upgrades } = callCentreCalls;

beforeEach(() => {
  resetCallCentre();
  server.use(serviceCentresHandler);
});

async function fillCaller(user: User) {
  await fillPerson(user);
  await chooseLocation(user);
  await user.click(screen.getByRole('radio', { name: 'RV400' }));
  await user.click(screen.getByRole('radio', { name: 'Mist Grey' }));
  await waitFor(() => expect(screen.getByLabelText(/Delivery hub/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/Delivery hub/), '4');
}

describe('/ccsupport', () => {
  it('books for the caller and confirms with the reference and the masked mobile; "Book another" starts afresh', async () => {
    const { user } = renderAt('/ccsupport');
    expect(screen.getByRole('heading', { level: 1, name: 'Book for a caller' })).toBeInTheDocument();
    await fillCaller(user);
    await user.click(screen.getByRole('button', { name: 'Book and send payment link' }));

    const done = await screen.findByRole('heading', { name: 'BK-000051' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('Booked BK-000051. The payment link is on its way to 98xxxxxx10.')).toBeInTheDocument();
    expect(screen.getByText('98xxxxxx10')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Ravi Kumar', mobile: '9876543210', email: 'ravi@example.com', state: 'MH', city: 'MH-PUN', area: 'MH-PUN-01', pincode: '411038',
        model: 'rv400', colour: 'Mist Grey', dealer_id: 4,
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Book another' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
  });

  it('checks the fields before calling the server', async () => {
    const { user } = renderAt('/ccsupport');
    await user.click(screen.getByRole('button', { name: 'Book and send payment link' }));
    expect(await screen.findByText('Choose the bike you want to book.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal by its field and keeps every typed value", async () => {
    server.use(
      callCentreHandler('book', () =>
        HttpResponse.json({ message: 'Check the highlighted fields.', errors: [{ field: 'dealer_id', message: 'Choose a hub in your city.' }] }, { status: 400 }),
      ),
    );
    const { user } = renderAt('/ccsupport');
    await fillCaller(user);
    await user.click(screen.getByRole('button', { name: 'Book and send payment link' }));
    expect(await screen.findByText('Choose a hub in your city.')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/Nearest area/)).toHaveValue('MH-PUN-01');
    expect(screen.getByRole('radio', { name: 'Mist Grey' })).toBeChecked();
  });
});

describe('/upgradeccsupport', () => {
  async function fillUpgrade(user: User, otp: string) {
    await user.type(screen.getByLabelText(/OTP the owner reads out/), otp);
    await user.click(screen.getByRole('radio', { name: 'RV400 BRZ' }));
    await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
    await user.selectOptions(screen.getByLabelText(/^City/), 'MH-PUN');
    await waitFor(() => expect(screen.getByLabelText(/Upgrade hub/)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(/Upgrade hub/), '4');
    await user.type(screen.getByLabelText(/Owner's full name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Owner's e-mail/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/Owner's pincode/), '411057');
  }

  it('checks the chassis before sending the OTP, then asks for the code and the new bike, and books with the consent', async () => {
    const { user } = renderAt('/upgradeccsupport');
    expect(screen.getByRole('heading', { level: 1, name: 'Upgrade for a caller' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/OTP the owner reads out/)).toBeNull();
    await user.type(screen.getByLabelText(/Chassis number/), 'MD9RV400X23O0777');
    await user.type(screen.getByLabelText(/Owner's mobile number/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send OTP to owner' }));
    expect(await screen.findByText('Enter the 17-character chassis number (letters and digits, no I, O or Q).')).toBeInTheDocument();
    expect(otps).toEqual([]);

    await user.clear(screen.getByLabelText(/Chassis number/));
    await user.type(screen.getByLabelText(/Chassis number/), 'md9rv400x23f00777');
    await user.click(screen.getByRole('button', { name: 'Send OTP to owner' }));
    expect(await screen.findByText(upgradeMessages.ownerOtpSent)).toBeInTheDocument();
    expect(otps).toEqual([{ chassis: 'MD9RV400X23F00777', mobile: '9876543210' }]);
    await waitFor(() => expect(screen.getByRole('heading', { name: /consent and the new bike/ })).toHaveFocus());

    await fillUpgrade(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Book the upgrade and send payment link' }));
    expect(await screen.findByText('That OTP is not right. Check the SMS and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Owner's full name/)).toHaveValue('Ravi Kumar');
    expect(screen.getByLabelText(/Upgrade hub/)).toHaveValue('4');

    await user.clear(screen.getByLabelText(/OTP the owner reads out/));
    await user.type(screen.getByLabelText(/OTP the owner reads out/), OWNER_OTP);
    await user.click(screen.getByRole('button', { name: 'Book the upgrade and send payment link' }));
    expect(await screen.findByRole('heading', { name: 'UG-000061' })).toBeInTheDocument();
    expect(upgrades.at(-1)).toEqual({
      chassis: 'MD9RV400X23F00777', mobile: '9876543210', otp: OWNER_OTP, model: 'rv400-brz', colour: findBike('rv400-brz')?.colours[0]?.name,
      name: 'Ravi Kumar', email: 'ravi@example.com', pincode: '411057', state: 'MH', city: 'MH-PUN', dealer_id: 4,
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade another' }));
    expect(screen.getByLabelText(/Chassis number/)).toHaveValue('');
  });
});
