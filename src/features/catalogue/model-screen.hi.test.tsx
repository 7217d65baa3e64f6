// A model page on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): Hindi words from the catalogues, the same
// figures as the English page from the same bike data.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BIKE_PATHS, paths } from '@contract/paths';
import { bikes, findBike, type Bike } from '@/content/bikes';
import * as english from '@/content/bikes.messages.ts';
import { LANG } from '@/lib/i18n/language';
import { HINDI_ROUTES } from '@contract/hindi-routes';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { renderWithProviders } from '../../../tests/render';
import { ModelScreen } from './model-screen';

const rv400 = findBike('rv400') as Bike;

function renderModel(path = '/rv400') {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<ModelScreen />} />
    </Routes>,
    { route: path },
  );
}

/** Lets what the page loads after hydration (the catalogue check, the reviews) arrive before the test ends. */
async function settled(store: ReturnType<typeof renderModel>['store'], model: string) {
  await waitFor(() => expect(store.getState().modelPrices.status).toBe('succeeded'));
  expect(await screen.findByText(`अभी तक किसी मालिक ने ${model} की समीक्षा नहीं की है। समीक्षाएँ सिर्फ़ उन्हीं मालिकों से आती हैं जिन्हें उनकी बाइक की डिलीवरी मिल चुकी है।`)).toBeInTheDocument();
}

describe('model page in Hindi', () => {
  it('is built for Hindi, and the model pages are on the Hindi site', () => {
    expect(LANG).toBe('hi');
    for (const path of Object.values(BIKE_PATHS)) expect(inHindi(path), path).toBe(true);
    expect(HINDI_ROUTES).toContain(paths.electricBike.path);
  });

  it('leads with the name, the Hindi tagline and actions, and the price with its charger', async () => {
    const { store } = renderModel();
    expect(screen.getByRole('heading', { level: 1, name: 'RV400' })).toBeInTheDocument();
    expect(screen.getByText('ओरिजिनल AI-सक्षम इलेक्ट्रिक मोटरसाइकिल')).toHaveClass('model-hero__tagline');
    const hero = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(hero).getAllByRole('link').filter((a) => a.classList.contains('btn')).map((a) => a.textContent)).toEqual(['अभी बुक करें', 'टेस्ट राइड बुक करें']);
    expect(screen.getByText(/के चार्जर सहित/)).toHaveTextContent('एक्स-शोरूम, ₹10,000 के चार्जर सहित');
    expect(screen.getAllByText('₹1,44,990').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'रेबल रेड रंग में RV400 इलेक्ट्रिक मोटरसाइकिल, आगे दाईं ओर से' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अपने अंदाज़ में चलाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'मालिकों की समीक्षाएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Specifications')).toBeNull();
    expect(screen.queryByText('Book now')).toBeNull();
    await settled(store, 'RV400');
  });

  it('shows the key numbers and every specification in Hindi with the English page’s figures', async () => {
    const { store } = renderModel();
    const numbers = screen.getByRole('list', { name: 'ख़ास आँकड़े' });
    expect(within(numbers).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `${rv400.rangeKm.claimed} km एक चार्ज में रेंज`,
      `${rv400.topSpeedKmph} kmph टॉप स्पीड`,
      `${rv400.motorKw} kW मोटर पावर`,
      `${rv400.torqueNm} Nm टॉर्क`,
    ]);
    const specs = screen.getByRole('region', { name: 'RV400 के स्पेसिफ़िकेशन' });
    expect(within(specs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['परफ़ॉर्मेंस', 'बैटरी और चार्जिंग', 'बनावट', 'क़ीमत और वारंटी']);
    const row = (name: RegExp) => within(specs).getByRole('row', { name, hidden: true });
    expect(row(/^मोड के हिसाब से रेंज/)).toHaveTextContent(`Eco ${rv400.rangeKm.Eco} km, Normal ${rv400.rangeKm.Normal} km, Sport ${rv400.rangeKm.Sport} km`);
    expect(row(/^टॉप स्पीड/)).toHaveTextContent(`${rv400.topSpeedKmph} kmph`);
    expect(row(/^एक्सेलरेशन/)).toHaveTextContent('3 सेकंड से कम में 0-40 kmph');
    expect(row(/^बैटरी का प्रकार/)).toHaveTextContent(/^बैटरी का प्रकारलिथियम-आयन NMC$/);
    expect(row(/^निकालने लायक बैटरी/)).toHaveTextContent('हाँ');
    expect(row(/^स्टैंडर्ड चार्जिंग/)).toHaveTextContent('16A सॉकेट में 10A के स्टैंडर्ड चार्जर से लगभग 3.5 घंटे (0-100%)');
    expect(row(/^फ़ास्ट चार्जिंग/)).toHaveTextContent('27A के फ़ास्ट चार्जर से 80 मिनट में 0-80%');
    expect(row(/^सीट की ऊँचाई/)).toHaveTextContent(`${rv400.seatHeightMm} mm`);
    expect(row(/^वाहन वारंटी/)).toHaveTextContent('3 साल / 40,000 km');
    // The remark in brackets is the cell's note, as in English.
    expect(row(/^बैटरी वारंटी/)).toHaveTextContent('5 साल / 75,000 kmलगभग 1,200 चार्ज साइकिल');
    expect(screen.getByText(`घर पर चार्जिंग: ${rv400.chargingStandard}।`)).toBeInTheDocument();
    await settled(store, 'RV400');
  });

  it('words a model without ranges by mode as its own data says', async () => {
    const { store } = renderModel('/rv1');
    const specs = screen.getByRole('region', { name: 'RV1 के स्पेसिफ़िकेशन' });
    expect(within(specs).getByText('इस मॉडल की सिर्फ़ दावा की गई रेंज (100 km) प्रकाशित है।')).toBeInTheDocument();
    expect(within(specs).getByRole('row', { name: /^एक्सेलरेशन/ })).toHaveTextContent('लगभग 7.5 सेकंड में 0-40 kmph');
    expect(screen.getByText('रोज़ के सफ़र के लिए इलेक्ट्रिक बाइक')).toBeInTheDocument();
    await settled(store, 'RV1');
  });
});

describe('bike data in Hindi', () => {
  it('words every model in Hindi from the same figures, and keeps the colours’ names as identifiers', () => {
    expect(Object.keys(english.taglines).sort()).toEqual(bikes.map((b) => b.id).sort());
    for (const b of bikes) {
      expect(b.tagline, b.id).not.toBe(english.taglines[b.id]);
      expect(b.tagline, b.id).toMatch(/[\u0900-\u097f]/);
      expect(b.warranty).toBe(`${b.figures.warranty.years} साल / ${b.figures.warranty.km.toLocaleString('hi-IN')} km`);
      for (const c of b.colours) expect(c.name).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
    expect(english.warranty(rv400.figures.batteryWarranty)).toBe('5 years / 75,000 km (about 1,200 charge cycles)');
  });
});
