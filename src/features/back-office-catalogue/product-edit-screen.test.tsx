import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductUpdateRequest } from '@contract/products';
import { productMessages } from '@contract/product-rules';
import { signinFamily } from '@/lib/session';
import { makeUser } from '../../../tests/mocks/data';
import { catalogueHandlers } from '../../../tests/mocks/handlers/back-office-catalogue';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ProductEditScreen } from './product-edit-screen';

const asAdmin = () => ({
  userSignin: { ...signinFamily.initialState, status: 'succeeded' as const, data: makeUser({ id: 1, token: 'token-admin', isAdmin: true, user_type: 'admin' }) },
});

let sent: ProductUpdateRequest[] = [];
beforeEach(() => {
  sent = [];
  server.use(...catalogueHandlers);
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') void request.clone().json().then((b) => sent.push(b as ProductUpdateRequest));
  });
  return () => server.events.removeAllListeners();
});

const renderEdit = (id = 'rv400') =>
  renderWithProviders(
    <Routes>
      <Route path="/product/:id/edit" element={<ProductEditScreen />} />
    </Routes>,
    { route: `/product/${id}/edit`, preloadedState: asAdmin() },
  );

describe('edit product', () => {
  it('loads the product, saves price, charger, colours, description and status, and says so', async () => {
    const { user } = renderEdit();
    const price = await screen.findByLabelText(/Ex-showroom price/);
    expect(screen.getByRole('heading', { name: 'Edit RV400' })).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '150000');
    await user.clear(screen.getByLabelText(/Charger price/));
    await user.type(screen.getByLabelText(/Charger price/), '5000');
    expect(screen.getByText('Price shown on the site: ₹1,55,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a colour' }));
    const rows = screen.getAllByLabelText(/^Colour \d+ name/);
    const last = rows.length;
    await user.type(screen.getByLabelText(new RegExp(`^Colour ${last} name`)), 'Lunar Green');
    await user.clear(screen.getByLabelText(new RegExp(`^Colour ${last} code`)));
    await user.type(screen.getByLabelText(new RegExp(`^Colour ${last} code`)), '#2E8B57');
    await user.click(screen.getByRole('checkbox', { name: 'On sale (shown on the site)' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText(/Saved\. The site shows the new details now\./)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ex_price: 150000, charger: 5000, active: false });
    expect(sent[0]?.colours?.at(-1)).toEqual({ name: 'Lunar Green', hex: '#2e8b57' });
    expect(screen.getByRole('link', { name: 'See the product page' })).toHaveAttribute('href', '/product/rv400');
  });

  it('checks the fields before sending, with the same messages as the server, and focuses the first', async () => {
    const { user } = renderEdit();
    const price = await screen.findByLabelText(/Ex-showroom price/);
    await user.clear(price);
    await user.type(price, '12.5');
    const description = screen.getByLabelText(/Description/);
    await user.clear(description);
    const code = screen.getByLabelText(/^Colour 1 code/);
    await user.clear(code);
    await user.type(code, 'red');
    // RV400 comes in several colours: the second one takes the first one's name in capitals.
    const name2 = screen.getByLabelText(/^Colour 2 name/);
    await user.clear(name2);
    await user.type(name2, (screen.getByLabelText(/^Colour 1 name/) as HTMLInputElement).value.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText(productMessages.exPrice)).toBeInTheDocument();
    expect(screen.getByText(productMessages.description)).toBeInTheDocument();
    expect(screen.getByText(productMessages.colourHex)).toBeInTheDocument();
    expect(screen.getByText(productMessages.colourDuplicate)).toBeInTheDocument();
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('needs at least one colour', async () => {
    const { user } = renderEdit();
    await screen.findByLabelText(/Ex-showroom price/);
    for (const remove of screen.getAllByRole('button', { name: /^Remove / })) await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(productMessages.colours);
    expect(sent).toEqual([]);
  });

  it("shows the server's colour errors on the colours (the client keeps a field error per top-level field)", async () => {
    server.use(
      http.put('/api/products/:id', () =>
        HttpResponse.json(
          { message: `colours.0.name: ${productMessages.colourLetters}`, errors: [{ field: 'colours.0.name', message: productMessages.colourLetters }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderEdit();
    await screen.findByLabelText(/Ex-showroom price/);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(await within(colours).findByRole('alert')).toHaveTextContent(productMessages.colourLetters);
    expect(sent).toHaveLength(1);
  });

  it('says when the product does not exist', async () => {
    renderEdit('rv9000');
    expect(await screen.findByText('We could not load this product.')).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
  });
});
