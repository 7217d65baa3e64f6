// /electric-bike on the Hindi site: Hindi words, each card's Hindi tagline and the English page's figures.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bikes } from '@/content/bikes';
import { setTopSellers } from '../../../tests/mocks/handlers/products';
import { renderWithProviders } from '../../../tests/render';
import { ElectricBikeScreen } from './electric-bike-screen';

describe('/electric-bike in Hindi', () => {
  it('lists every model with its Hindi tagline and figures, and searches in Hindi', async () => {
    renderWithProviders(<ElectricBikeScreen />, { route: '/electric-bike' });
    expect(screen.getByRole('heading', { level: 1, name: 'इलेक्ट्रिक मोटरसाइकिलें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Electric motorcycles' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'बाइक खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toHaveDisplayValue('ख़ास मॉडल पहले');
    const cards = screen.getAllByRole('listitem').filter((li) => li.classList.contains('model-card'));
    expect(cards).toHaveLength(bikes.length);
    bikes.forEach((b, i) => {
      const card = cards[i] as HTMLElement;
      expect(within(card).getByRole('link', { name: b.name })).toHaveAttribute('href', b.path);
      expect(within(card).getByText(b.tagline)).toBeInTheDocument();
      expect(within(card).getByText('रेंज').nextElementSibling).toHaveTextContent(`${b.rangeKm.claimed} km`);
      expect(within(card).getByText('टॉप स्पीड').nextElementSibling).toHaveTextContent(`${b.topSpeedKmph} kmph`);
    });
    expect(screen.getByRole('link', { name: 'मॉडलों की आमने-सामने तुलना करें' })).toHaveAttribute('href', '/comparison');
    // Once the catalogue check answers, the launch models keep their Hindi taglines (the API's are English).
    expect(await screen.findByRole('link', { name: 'RV1' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    for (const b of bikes) expect(screen.getByText(b.tagline)).toBeInTheDocument();
  });
});

describe('/electric-bike top sellers in Hindi', () => {
  it('ranks the most booked models in Hindi: India as भारत, a state as the server names it', async () => {
    const models = [{ id: 'rv400', name: 'RV400', rank: 1 }, { id: 'rv1', name: 'RV1', rank: 2 }, { id: 'rv400-brz', name: 'RV400 BRZ', rank: 3 }];
    setTopSellers({ '': { state: null, place: 'India', window_days: 90, models } });
    renderWithProviders(<ElectricBikeScreen />);
    const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
    expect(await within(card('RV400')).findByText('भारत में सबसे ज़्यादा बुक हुई')).toBeInTheDocument();
    expect(within(card('RV1')).getByText('भारत में दूसरी सबसे ज़्यादा बुक हुई')).toBeInTheDocument();
    expect(within(card('RV400 BRZ')).getByText('भारत में तीसरी सबसे ज़्यादा बुक हुई')).toBeInTheDocument();
  });
});
