// The Hindi site's "Not allowed" (run by `VITE_SITE_LANG=hi vitest run`).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { NotAllowedScreen } from './not-allowed-screen';

describe('Not allowed in Hindi', () => {
  it('explains in Hindi and offers the home page and the profile', () => {
    renderWithProviders(<NotAllowedScreen />, { route: '/usersupport' });
    expect(screen.getByRole('heading', { level: 1, name: 'अनुमति नहीं है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'अपनी प्रोफ़ाइल देखें' }).parentElement).toHaveTextContent('होम पेज पर जाएँ या अपनी प्रोफ़ाइल देखें।');
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).toBeNull();
  });
});
