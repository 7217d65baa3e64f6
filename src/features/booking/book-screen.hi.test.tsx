// /book on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the page, its shared fields and its checks in
// Hindi, the figures from the same bike data and contract as English, and what was typed kept after a refused submit.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_AMOUNT } from '@contract/booking-rules';
import { MARKETING_CONSENT_HI } from '@contract/consent-rules';
import { bikePrice, findBike } from '@/content/bikes';
import { formatRupees } from '@/lib/format';
import { LANG } from '@/lib/i18n/language';
import { fieldMessages } from '@/lib/validation.messages';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { BookScreen } from './book-screen';

function renderBook(route = '/book') {
  return renderWithProviders(
    <Routes>
      <Route path="/book" element={<BookScreen />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  server.use(serviceCentresHandler);
});

describe('/book in Hindi', () => {
  it('is built for Hindi, with the Hindi field checks', () => {
    expect(LANG).toBe('hi');
    expect(fieldMessages.mobile).toMatch(/मोबाइल नंबर/);
  });

  it('asks for the bike, the details and the place in Hindi', async () => {
    renderBook();
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी Revolt बुक करें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Book your Revolt' })).toBeNull();
    expect(screen.getByText(`${formatRupees(BOOKING_AMOUNT)} की बुकिंग राशि देकर`, { exact: false })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'बाइक बुक करें' });
    expect(within(form).getByRole('radiogroup', { name: /आप कौन-सी बाइक बुक करना चाहते हैं\?/ })).toBeInTheDocument();
    for (const label of [/^पूरा नाम/, /^मोबाइल नंबर/, /^ई-मेल/, /^पिनकोड/, /^राज्य/, /^शहर/, /^नज़दीकी इलाक़ा/, /^डिलीवरी हब/, /^रेफ़रल कोड/, /^कूपन कोड/])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'लागू करें' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: /मुझे बुकिंग की ये शर्तें स्वीकार हैं/ })).toBeInTheDocument();
    // The contract's Hindi words, which the server records as shown for a booking sent from here.
    expect(within(form).getByRole('checkbox', { name: MARKETING_CONSENT_HI })).not.toBeChecked();
    expect(within(form).getByRole('link', { name: 'हम आपकी जानकारी का उपयोग कैसे करते हैं' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'आपकी बुकिंग' });
    expect(summary).toHaveTextContent('क़ीमत और अभी चुकाई जाने वाली राशि देखने के लिए बाइक चुनें।');
    await waitFor(() => expect(screen.getByLabelText(/^राज्य/)).toBeEnabled());
    expect(screen.getByLabelText(/^शहर/)).toHaveDisplayValue('पहले राज्य चुनें');
  });

  it('refuses an empty booking with Hindi messages beside the fields and keeps what was typed', async () => {
    const { user } = renderBook();
    await user.type(screen.getByLabelText(/^पूरा नाम/), 'रवि कुमार');
    await user.type(screen.getByLabelText(/^मोबाइल नंबर/), '12345');
    await user.click(screen.getByRole('button', { name: 'मेरी बाइक रिज़र्व करें' }));
    expect(await screen.findByText('वह बाइक चुनें जिसे आप बुक करना चाहते हैं।')).toBeInTheDocument();
    for (const message of [fieldMessages.mobile, fieldMessages.email, fieldMessages.pincode, fieldMessages.state])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('वह हब चुनें जहाँ आप डिलीवरी लेंगे।')).toBeInTheDocument();
    expect(screen.getByText('आगे बढ़ने के लिए कृपया बुकिंग की शर्तें स्वीकार करें।')).toBeInTheDocument();
    expect(screen.queryByText('Please accept the booking terms to continue.')).toBeNull();
    expect(screen.getByLabelText(/^पूरा नाम/)).toHaveValue('रवि कुमार');
    expect(screen.getByLabelText(/^मोबाइल नंबर/)).toHaveValue('12345');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV1' })).toHaveFocus());
  });

  it('says what is reserved and paid now in Hindi, with the figures of the bike data', async () => {
    renderBook('/book?model=rv400&colour=pacific%20blue');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'RV400' })).toBeChecked());
    expect(screen.getByRole('group', { name: 'रंग: पैसिफ़िक ब्लू' })).toBeInTheDocument();
    const price = bikePrice(findBike('rv400')!);
    const amount = formatRupees(BOOKING_AMOUNT);
    expect(screen.getByRole('group', { name: 'आप क्या रिज़र्व कर रहे हैं' })).toHaveTextContent(
      `पैसिफ़िक ब्लू रंग में RV400, बाइक की क़ीमत ${formatRupees(price)}। अभी भुगतान: ${amount}`,
    );
    const summary = screen.getByRole('complementary', { name: 'आपकी बुकिंग' });
    expect(within(summary).getByText('डिलीवरी पर बाकी राशि').nextElementSibling).toHaveTextContent(
      `${formatRupees(price - BOOKING_AMOUNT)} + रोड टैक्स, रजिस्ट्रेशन और बीमा`,
    );
    expect(within(summary).getByRole('link', { name: 'मुफ़्त टेस्ट राइड बुक करें' })).toBeInTheDocument();
  });
});
