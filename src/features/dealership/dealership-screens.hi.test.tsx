// The public dealership pages on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): headings, budget labels,
// checks and the thank-you page in Hindi; the values sent stay the contract's. The back office's dealer screens stay
// English and are not part of the Hindi site.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { renderWithProviders } from '../../../tests/render';
import { BecomeDealerScreen } from './become-dealer-screen';
import { ThankYouDealerScreen } from './thank-you-dealer-screen';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/become-dealer" element={<BecomeDealerScreen />} />
      <Route path="/thankyoudealer/:id" element={<ThankYouDealerScreen />} />
    </Routes>,
    { route },
  );
}

describe('dealership pages in Hindi', () => {
  it('are pages of the Hindi site; the back office is not', () => {
    expect(inHindi('/become-dealer')).toBe(true);
    expect(inHindi('/thankyoudealer/7')).toBe(true);
    expect(inHindi('/becomedealerlist')).toBe(false);
  });

  it('become a dealer: Hindi heading, budgets and checks on an empty submit', async () => {
    const { user, container } = renderAt('/become-dealer');
    expect(screen.getByRole('heading', { level: 1, name: 'Revolt डीलर बनें' })).toBeInTheDocument();
    expect(screen.queryByText('Become a Revolt dealer')).toBeNull();
    const budget = container.querySelector<HTMLSelectElement>('select[name="budget"]')!;
    expect(within(budget).getAllByRole('option').map((o) => [o.textContent, o.getAttribute('value')])).toEqual([
      ['अपना बजट चुनें', ''],
      ['कम से कम 24 लाख', 'Min 24 Lacs'],
      ['25–30 लाख', '25-30 Lacs'],
      ['30–40 लाख', '30–40 Lacs'],
    ]);
    expect(screen.getByText('100 से 1,00,000 वर्ग फ़ुट तक')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'आवेदन भेजें' }));
    expect(await screen.findByText('अपना निवेश बजट चुनें।')).toBeInTheDocument();
    expect(screen.getByText('शोरूम की जगह वर्ग फ़ुट में डालें, 100 से 1,00,000 के बीच।')).toBeInTheDocument();
    expect(screen.getByText('अपने मौजूदा कारोबार के बारे में बताएँ (200 अक्षरों तक)।')).toBeInTheDocument();
    expect(screen.getByText('अपना शहर चुनें।')).toBeInTheDocument();
  });

  it('thank you: Hindi heading and steps with the reference worked out from the id', () => {
    renderAt('/thankyoudealer/7');
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन करने के लिए धन्यवाद' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for applying')).toBeNull();
    expect(screen.getByText('DA-000007', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('इस बारे में लिखते या कॉल करते समय DA-000007 ज़रूर बताएँ।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे हब देखें' })).toHaveAttribute('href', '/locate-dealer');
  });
});
