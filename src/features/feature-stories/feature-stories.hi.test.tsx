// The feature stories on the Hindi site: Hindi claims with the bike data's figures, diagrams named in Hindi.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findBike, type Bike } from '@/content/bikes';
import { FeatureStories } from './feature-stories';

const rv400 = findBike('rv400') as Bike;
const brz = findBike('rv400-brz') as Bike;

describe('feature stories in Hindi', () => {
  it('tells the RV400 page’s stories in Hindi with its figures', () => {
    render(<FeatureStories model="rv400" colour="Mist Grey" />);
    expect(screen.getByRole('heading', { level: 2, name: 'तीन राइड मोड: रेंज या रफ़्तार' })).toBeInTheDocument();
    expect(screen.getByText(/Eco में 150 km तक, Normal में 100 km तक और Sport में 80 km तक/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`RV400 की ${rv400.batteryKwh} kWh लिथियम-आयन NMC बैटरी बाहर निकल आती है`))).toBeInTheDocument();
    expect(screen.getByText(/फ़ास्ट चार्जर \(27A\) इसे 80 मिनट में 0 से 80% तक/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'चार्जिंग का समय: स्टैंडर्ड चार्जर से 0 से 100% लगभग 3 घंटे 30 मिनट में, फ़ास्ट चार्जर से 0 से 80% 80 मिनट में' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'RV400 का LED हेडलैंप आगे सफ़ेद रोशनी फेंकता हुआ' })).toBeInTheDocument();
    expect(screen.queryByText(/Lift it out/)).toBeNull();
  });

  it('shows the render in the chosen colour, named in Hindi, beside the battery warranty', () => {
    render(<FeatureStories slug="rv400-charging" colour="Mist Grey" />);
    expect(screen.getByText('बैटरी वारंटी: 5 साल / 75,000 km (लगभग 1,200 चार्ज साइकिल)। छाँव में चार्ज करने और नियमित रूप से चार्ज करते रहने से बैटरी लंबे समय तक अच्छी रहती है।')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'मिस्ट ग्रे रंग में RV400 इलेक्ट्रिक मोटरसाइकिल, आगे दाईं ओर से' })).toBeInTheDocument();
  });

  it('lists the colours in Devanagari', () => {
    render(<FeatureStories slug="rv400-brz-aesthetic" />);
    expect(screen.getByRole('heading', { name: 'तीन रंग' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'RV400 BRZ के रंग' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['रेबल रेड', 'डार्क सफ़ायर ब्लू', 'ब्लैक']);
    expect(screen.getByText(`${brz.groundClearanceMm} mm का ग्राउंड क्लीयरेंस और ${brz.seatHeightMm} mm ऊँची सीट RV400 BRZ को टूटी-फूटी सड़कों के लायक बनाते हैं, और इसकी भार क्षमता ${brz.payloadKg} kg है।`)).toBeInTheDocument();
  });
});
