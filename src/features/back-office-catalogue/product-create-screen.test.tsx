import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductCreateRequest } from '@contract/products';
import { productMessages } from '@contract/product-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { catalogueHandlers } from '../../../tests/mocks/handlers/back-office-catalogue';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProductCreateScreen } from './product-create-screen';
import { ProductEditScreen } from './product-edit-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

let sent: ProductCreateRequest[] = [];
beforeEach(() => {
  sent = [];
  server.use(...catalogueHandlers);
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST') void request.clone().json().then((b) => sent.push(b as ProductCreateRequest));
  });
  return () => server.events.removeAllListeners();
});

const renderCreate = () =>
  renderWithProviders(
    <Routes>
      <Route path="/productcreate" element={<ProductCreateScreen />} />
      <Route path="/product/:id/edit" element={<ProductEditScreen />} />
    </Routes>,
    { route: '/productcreate', preloadedState: asAdmin() },
  );

const FIGURES: [RegExp, string][] = [
  [/^Battery capacity/, '4'],
  [/^Claimed range/, '180'],
  [/^Top speed/, '100'],
  [/^Motor power/, '4.5'],
  [/^Torque/, '200'],
  [/^Seat height/, '800'],
  [/^Ground clearance/, '200'],
  [/^Payload/, '250'],
  [/^Energy from the wall/, '0.03'],
  [/^Standard charging/, '0–80% in 3 h on a 15 A socket'],
  [/^Vehicle warranty/, '3 years / 40,000 km'],
  [/^Battery warranty/, '5 years / 75,000 km'],
];

describe('add a model', () => {
  it('names every missing field and sends nothing', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Add the model' }));
    expect(await screen.findByText(productMessages.id)).toBeInTheDocument();
    expect(screen.getByText(productMessages.name)).toBeInTheDocument();
    expect(screen.getByText(productMessages.tagline)).toBeInTheDocument();
    expect(screen.getByText(productMessages.colourName)).toBeInTheDocument();
    expect(screen.getAllByText('Use a number of 0 or more.').length).toBeGreaterThan(5);
    expect(sent).toEqual([]);
  });

  it('sends the model with its specifications, then opens its edit page saying it is added', async () => {
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText(/^Name/), 'RV500');
    await user.type(screen.getByLabelText(/^Id/), 'RV500');
    expect(screen.getByLabelText(/^Id/)).toHaveValue('rv500');
    await user.type(screen.getByLabelText(/^Tagline/), 'The long-distance tourer');
    await user.type(screen.getByLabelText(/^Description/), 'A touring electric motorcycle for highways.');
    await user.type(screen.getByLabelText(/^Ex-showroom price/), '180000');
    await user.type(screen.getByLabelText(/^Colour 1 name/), 'Desert Sand');
    await user.clear(screen.getByLabelText(/^Colour 1 code/));
    await user.type(screen.getByLabelText(/^Colour 1 code/), '#c2a878');
    for (const [label, value] of FIGURES) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('checkbox', { name: 'Sport' }));
    await user.click(screen.getByRole('checkbox', { name: /Put on sale now/ }));
    await user.click(screen.getByRole('button', { name: 'Add the model' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id: 'rv500',
      name: 'RV500',
      tagline: 'The long-distance tourer',
      ex_price: 180000,
      charger: 0,
      active: true,
      colours: [{ name: 'Desert Sand', hex: '#c2a878' }],
      specs: { batteryKwh: 4, rangeKm: { claimed: 180 }, motorKw: 4.5, rideModes: ['Eco', 'Normal'], regenerativeBraking: true, removableBattery: false },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/product/rv500/edit'));
  });

  it("keeps every value when the server refuses, and shows the server's field error", async () => {
    server.use(http.post('/api/products', () => HttpResponse.json({ message: 'A product with this id already exists.' }, { status: 409 })));
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText(/^Name/), 'RV400 again');
    await user.type(screen.getByLabelText(/^Id/), 'rv400');
    await user.type(screen.getByLabelText(/^Tagline/), 'Again');
    await user.type(screen.getByLabelText(/^Description/), 'Again.');
    await user.type(screen.getByLabelText(/^Ex-showroom price/), '100000');
    await user.type(screen.getByLabelText(/^Colour 1 name/), 'Black');
    await user.clear(screen.getByLabelText(/^Colour 1 code/));
    await user.type(screen.getByLabelText(/^Colour 1 code/), '#111111');
    for (const [label, value] of FIGURES) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Add the model' }));
    expect(await screen.findByText('A product with this id already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('RV400 again');
    expect(screen.getByLabelText(/^Claimed range/)).toHaveValue('180');
  });
});

describe('retire a model', () => {
  it('asks first, then shows the model retired and read-only', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/product/:id/edit" element={<ProductEditScreen />} />
      </Routes>,
      { route: '/product/rv400/edit', preloadedState: asAdmin() },
    );
    await user.click(await screen.findByRole('button', { name: 'Retire the RV400' }));
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Save product' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire the RV400' }));
    await user.click(await screen.findByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('The RV400 is retired: it has left the site, and its orders keep it.')).toBeInTheDocument();
    expect(screen.getByText(/A retired model cannot go back on sale/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save product' })).not.toBeInTheDocument();
  });
});
