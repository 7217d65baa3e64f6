// /book offers the line-up (issue 27): a model an admin added since the build, with its colours.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addProduct, productSummaries } from '../../../tests/mocks/handlers/products';
import { renderWithProviders } from '../../../tests/render';
import { BookScreen } from './book-screen';

const rv400 = productSummaries.find((p) => p.id === 'rv400')!;

describe('/book and the line-up', () => {
  it('/book offers the new model with its colours', async () => {
    addProduct({ ...rv400, id: 'rv500', name: 'RV500', tagline: 'The long-distance tourer', colours: [{ name: 'Desert Sand', hex: '#c2a878' }] });
    const { user } = renderWithProviders(<BookScreen />, { route: '/book' });
    await user.click(await screen.findByRole('radio', { name: 'RV500' }));
    expect(screen.getByRole('radio', { name: 'Desert Sand' })).toBeChecked();
    expect(await screen.findByText(/RV500 in Desert Sand/)).toBeInTheDocument();
  });
});
