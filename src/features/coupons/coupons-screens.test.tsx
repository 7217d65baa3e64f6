import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { couponMessages as m } from '@contract/coupon-rules';
import { paths } from '@contract/paths';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { couponHandlers, makeCoupon } from '../../../tests/mocks/handlers/coupons';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { CouponEditScreen } from './coupon-edit-screen';
import { CouponListScreen } from './coupon-list-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={paths.couponList.path} element={<CouponListScreen />} />
      <Route path={paths.couponNew.path} element={<CouponEditScreen />} />
      <Route path={paths.couponEdit.path} element={<CouponEditScreen />} />
    </Routes>,
    { route, preloadedState: asAdmin() },
  );
}

describe('/couponlist', () => {
  it('lists each coupon with what it gives, its scope and its uses, and switches one off', async () => {
    const { handlers, coupons } = couponHandlers([makeCoupon({ id: 1, code: 'DIWALI200', uses: 3, max_uses: 10, models: ['rv400'] })]);
    server.use(...handlers);
    const { user } = renderAt('/couponlist');
    const table = await screen.findByRole('region', { name: 'Coupons' });
    await within(table).findByText('DIWALI200');
    expect(within(table).getByText('₹200 off the booking amount')).toBeInTheDocument();
    expect(within(table).getByText('3 of 10')).toBeInTheDocument();
    expect(within(table).getByText('Bikes: rv400')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch off DIWALI200' }));
    expect(await screen.findByText('Coupon DIWALI200 switched off.')).toBeInTheDocument();
    expect(coupons[0]?.active).toBe(false);
    expect(await within(table).findByText('Switched off')).toBeInTheDocument();
  });

  it('offers a retry when the list does not load, and says when there is none', async () => {
    let fail = true;
    server.use(
      http.get('/api/v1/back-office/coupons', () => (fail ? HttpResponse.json({ message: 'Database busy.' }, { status: 503 }) : HttpResponse.json({ data: [] }))),
    );
    const { user } = renderAt('/couponlist');
    expect(await screen.findByText('We could not load the coupons.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No coupon yet. Create one with New coupon.')).toBeInTheDocument();
  });
});

describe('the coupon form', () => {
  it('checks the form before sending, keeps what was typed, then creates the coupon', async () => {
    const { handlers, coupons } = couponHandlers([]);
    server.use(...handlers);
    const { user } = renderAt('/coupon/new');
    await user.type(screen.getByLabelText(/^Code/), 'x');
    await user.type(screen.getByLabelText(/^Amount off \(/), '600');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText(m.code)).toBeInTheDocument();
    expect(screen.getByText(m.valueBooking)).toBeInTheDocument();
    expect(screen.getByText(m.validFrom)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveValue('x');
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveFocus());
    expect(coupons).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'A free accessory' }));
    await user.type(screen.getByLabelText(/Free accessory/), 'Riding jacket');
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), 'jacket-free');
    await user.type(screen.getByLabelText(/First day/), '2026-12-01');
    await user.type(screen.getByLabelText(/Last day/), '2026-12-31');
    await user.type(screen.getByLabelText(/Uses per mobile/), '1');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon JACKETFREE created.')).toBeInTheDocument();
    expect(coupons[0]).toMatchObject({ code: 'JACKETFREE', kind: 'accessory', accessory: 'Riding jacket', max_uses_per_mobile: 1, valid_until: '2026-12-31' });
  });

  it('shows the server’s field error beside its field and keeps the values', async () => {
    const { handlers } = couponHandlers([makeCoupon({ id: 1, code: 'TAKEN1' })]);
    server.use(...handlers);
    const { user } = renderAt('/coupon/new');
    await user.type(screen.getByLabelText(/^Code/), 'taken1');
    await user.type(screen.getByLabelText(/^Amount off \(/), '100');
    await user.type(screen.getByLabelText(/First day/), '2026-12-01');
    await user.type(screen.getByLabelText(/Last day/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText(m.codeTaken, { selector: '.field__error' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveValue('taken1');
    expect(screen.getByLabelText(/^Amount off \(/)).toHaveValue('100');
  });

  it('edits an existing coupon, filled from the list', async () => {
    const { handlers, coupons } = couponHandlers([makeCoupon({ id: 7, code: 'EDITME', value: 100, hubs: [9, 12] })]);
    server.use(...handlers);
    const { user } = renderAt('/coupon/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit coupon EDITME' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Amount off \(/)).toHaveValue('100');
    expect(screen.getByLabelText(/^Hubs/)).toHaveValue('9, 12');
    await user.clear(screen.getByLabelText(/^Amount off \(/));
    await user.type(screen.getByLabelText(/^Amount off \(/), '150');
    await user.click(screen.getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon EDITME saved.')).toBeInTheDocument();
    expect(coupons[0]).toMatchObject({ id: 7, value: 150, hubs: [9, 12] });
  });
});
