// The savings calculator on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): Hindi copy from
// savings.messages.hi.ts with the same figures as the English page (catalogue-screens.test.tsx).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { SavingsScreen } from './savings-screen';

describe('savings calculator in Hindi', () => {
  it('gives the result and the quoted saving in Hindi with the English figures', () => {
    renderWithProviders(<SavingsScreen />, { route: '/savings' });
    expect(screen.getByRole('heading', { level: 1, name: 'आप कितना बचाएँगे?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How much would you save?' })).toBeNull();
    const result = screen.getByRole('region', { name: 'RV400 से आपकी बचत' });
    expect(within(result).getByText('हर साल').nextElementSibling).toHaveTextContent('₹26,544');
    expect(within(result).getByText('हर साल बचने वाला CO₂').nextElementSibling).toHaveTextContent(/^\d[\d,]* kg$/);
    const chart = within(result).getByRole('figure', { name: 'साल भर का चलाने का ख़र्च' });
    expect(within(chart).getByText('पेट्रोल').nextElementSibling).toHaveTextContent('₹30,000');
    expect(within(result).getByRole('link', { name: 'RV400 बुक करें' })).toHaveAttribute('href', '/book?model=rv400');
    expect(within(result).getByRole('link', { name: 'मुफ़्त टेस्ट राइड बुक करें' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'शुरुआती वैल्यू (रोज़ 50 km, ₹100 प्रति लीटर, 60 km प्रति लीटर माइलेज, ₹8 प्रति kWh) पर सालाना बचत ₹26,544 है, यही आँकड़ा हम बताते हैं। सर्विस, टायर, बीमा और बाइक की ख़रीद क़ीमत इसमें शामिल नहीं हैं।',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरी बचत दिखाएँ' })).toBeInTheDocument();
  });

  it('recalculates on input and says what is wrong in Hindi', async () => {
    const { user } = renderWithProviders(<SavingsScreen />, { route: '/savings' });
    const yearly = () => within(screen.getByRole('region', { name: /से आपकी बचत$/ })).getByText('हर साल').nextElementSibling?.textContent;
    const km = screen.getByLabelText('रोज़ाना की दूरी (km)');
    await user.clear(km);
    await user.type(km, '100');
    expect(yearly()).toBe('₹53,088');
    await user.clear(km);
    expect(screen.getByText('1 से 300 के बीच कोई संख्या डालें।')).toBeInTheDocument();
    expect(screen.getByText('अपनी बचत देखने के लिए हाइलाइट की गई वैल्यू ठीक करें।')).toBeInTheDocument();
  });
});
