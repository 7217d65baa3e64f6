// The Hindi site's home page (run by `VITE_SITE_LANG=hi vitest run`, part of npm test): Hindi copy from the Hindi
// catalogue, figures from the same bike data as English, and the frame (header, footer, switch) in Hindi.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { findBike } from '@/content/bikes';
import { LANG, LOCALE } from '@/lib/i18n/language';
import { Footer } from '@/app/shell/footer';
import { HomeScreen } from './home-screen';

/** The home page, and the price check it starts once loaded: the test ends after the check, not while its code loads. */
async function renderHome() {
  const { store } = renderWithProviders(<HomeScreen />);
  await waitFor(() => expect(store.getState().modelPrices.status).toMatch(/^(succeeded|failed)$/));
}

describe('home page in Hindi', () => {
  it('is built for Hindi', () => {
    expect(LANG).toBe('hi');
    expect(LOCALE).toBe('hi-IN');
  });

  it('leads with the Hindi headline and actions', async () => {
    await renderHome();
    const hero = screen.getByRole('region', { name: 'भारतीय सड़कों के लिए बनी इलेक्ट्रिक मोटरसाइकिलें' });
    expect(within(hero).getAllByRole('link').map((a) => a.textContent)).toEqual(['अभी बुक करें', 'मुफ़्त टेस्ट राइड बुक करें']);
    expect(screen.queryByText('Electric motorcycles made for Indian roads')).toBeNull();
  });

  it('fills the Hindi messages with the same figures as the English page', async () => {
    await renderHome();
    const rv400 = findBike('rv400');
    expect(screen.getByRole('list', { name: 'राइड मोड के हिसाब से RV400 की रेंज' })).toBeInTheDocument();
    expect(screen.getByText(`${rv400?.batteryKwh} kWh, ${rv400?.batteryWarranty} वारंटी`)).toBeInTheDocument();
  });

  it('has the footer in Hindi with the switch to the English page', () => {
    renderWithProviders(<Footer user={null} />, { route: '/rv400' });
    expect(screen.getByRole('navigation', { name: 'मालिकाना' })).toBeInTheDocument();
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish).toHaveAttribute('href', '/rv400');
    expect(toEnglish).toHaveAttribute('lang', 'en');
  });
});
