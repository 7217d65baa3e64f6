// The price page on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): Hindi copy from pricing.messages.hi.ts and
// the helpers' catalogues, and the very figures of the English test (catalogue-screens.test.tsx).
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { PricingScreen } from './pricing-screen';
import * as t from './pricing.messages';

const renderPricing = (id = 'rv400') =>
  renderWithProviders(
    <Routes>
      <Route path="/product-pricing/:id" element={<PricingScreen />} />
    </Routes>,
    { route: `/product-pricing/${id}` },
  );
const figure = (label: string) => within(screen.getByRole('form', { name: 'आपका लोन' }).parentElement!).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const total = () => within(screen.getByRole('region', { name: /में ऑन-रोड अनुमान$/ })).getByText('अनुमानित ऑन-रोड क़ीमत').nextElementSibling?.textContent;

describe('price page in Hindi', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the on-road estimate and the EMI in Hindi with the English page’s figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
    const { user } = renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'RV400 की क़ीमत' })).toBeInTheDocument();
    expect(await screen.findByText('बाइक की क़ीमत (एक्स-शोरूम + चार्जर)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RV400 price' })).toBeNull();
    expect(screen.queryByText('Price breakdown')).toBeNull();

    // The scheme has ended: said in Hindi, with Hindi dates.
    expect(screen.getByText('ख़रीदने पर कोई PM E-DRIVE सब्सिडी नहीं मिलती')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^वित्त वर्ष 2024-25 \(1 अक्टूबर 2024 से 31 मार्च 2025\) .* ₹10,000$/ })).toBeInTheDocument();

    // Delhi waives road tax: the same ₹1,52,576 and ₹3,968 a month as the English page.
    expect(screen.getByRole('row', { name: 'रोड टैक्स (0%) ₹0' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'नंबर प्लेट और स्मार्ट-कार्ड RC (अनुमान) ₹1,000' })).toBeInTheDocument();
    expect(total()).toBe('₹1,52,576');
    expect(figure('आपकी EMI')).toBe('₹3,968 प्रति माह');
    expect(figure('लोन की रक़म')).toBe('₹1,22,076');
    expect(screen.getByLabelText(/फ़ाइनेंस की जाने वाली क़ीमत/)).toHaveValue('1,52,576');
    expect(screen.getByRole('option', { name: '36 महीने' })).toBeInTheDocument();

    // A state without a confirmed exemption: its name stays, the explanation is Hindi.
    await user.selectOptions(screen.getByLabelText('रजिस्ट्रेशन का राज्य'), 'GJ');
    expect(screen.getByRole('row', { name: 'रोड टैक्स (5%) ₹6,750' })).toBeInTheDocument();
    expect(total()).toBe('₹1,59,326');
    expect(screen.getByText(/^Gujarat में इलेक्ट्रिक वाहनों पर रोड टैक्स की छूट/, { selector: '.field__hint' })).toHaveTextContent('एक्स-शोरूम क़ीमत का 5% माना गया है');

    // Invalid values say so in Hindi.
    const down = screen.getByLabelText(/डाउन पेमेंट/);
    await user.clear(down);
    await user.type(down, '200000');
    expect(screen.getByText('डाउन पेमेंट क़ीमत से कम होना चाहिए।')).toBeInTheDocument();
    expect(screen.getByText('अपनी EMI देखने के लिए हाइलाइट की गई वैल्यू ठीक करें।')).toBeInTheDocument();
    await user.clear(down);
    await user.type(down, '59326');
    await user.selectOptions(screen.getByLabelText('अवधि'), '12');
    expect(figure('लोन की रक़म')).toBe('₹1,00,000');
    expect(figure('आपकी EMI')).toBe('₹8,815 प्रति माह');
    expect(figure('अवधि')).toBe('12 महीने');
    const roadTax = screen.getByLabelText(/रोड टैक्स \(एक्स-शोरूम क़ीमत का %\)/);
    await user.clear(roadTax);
    await user.type(roadTax, '50');
    expect(screen.getByText('रोड टैक्स की दर 0 से 20% के बीच डालें।')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'अभी बुक करें' })).toHaveAttribute('href', '/book?model=rv400');
    expect(screen.getByRole('link', { name: 'अपनी RV400 कॉन्फ़िगर करें' })).toHaveAttribute('href', '/product/rv400');
  });

  it('counts months with Hindi plurals', () => {
    expect(t.months({ months: 1 })).toBe('1 महीना');
    expect(t.months({ months: 12 })).toBe('12 महीने');
  });

  it('while the scheme ran, takes the subsidy off in Hindi', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-15T06:00:00Z'));
    renderPricing('rv1');
    expect(await screen.findByText(/^आज \(15 जनवरी 2025\) ख़रीदने पर PM E-DRIVE ₹5,000 प्रति kWh देती है, अधिकतम ₹10,000/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'PM E-DRIVE सब्सिडी − ₹10,000' })).toBeInTheDocument();
    expect(screen.getByText('शामिल')).toBeInTheDocument();
  });
});
