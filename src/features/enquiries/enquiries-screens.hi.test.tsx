// The enquiry pages on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): headings, buttons, checks, slots,
// distances and counts in Hindi, from the Hindi catalogues. Fields of the shared form components are found by their
// names, not their labels, so the test does not depend on those components' own translation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { serviceCentresHandler } from '../../../tests/mocks/handlers/enquiries';
import { server } from '../../../tests/mocks/server';
import { renderWithProviders } from '../../../tests/render';
import { ContactUsScreen } from './contact-us-screen';
import { formatSlot } from './enquiry-helpers';
import { LocateDealerScreen } from './locate-dealer-screen';
import { NotifyMeScreen } from './notify-me-screen';
import { TestRideScreen } from './test-ride-screen';
import { ThankYouScreen } from './thank-you-screen';

function renderAt(route: string, routeState?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/test-ride" element={<TestRideScreen />} />
      <Route path="/rv400/test-ride" element={<TestRideScreen />} />
      <Route path="/notify-me" element={<NotifyMeScreen />} />
      <Route path="/contact-us" element={<ContactUsScreen />} />
      <Route path="/locate-dealer" element={<LocateDealerScreen />} />
      <Route path="/thankyouride/:id" element={<ThankYouScreen />} />
      <Route path="/thankyounotify/:id" element={<ThankYouScreen />} />
      <Route path="/thankyoucontact/:id" element={<ThankYouScreen />} />
    </Routes>,
    { route, routeState },
  );
}

beforeEach(() => {
  server.use(serviceCentresHandler);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('enquiry pages in Hindi', () => {
  it('are pages of the Hindi site', () => {
    for (const path of ['/test-ride', '/rv400/test-ride', '/notify-me', '/contact-us', '/locate-dealer', '/thankyouride/1', '/thankyounotify/1', '/thankyoucontact/1'])
      expect(inHindi(path)).toBe(true);
  });

  it('says the test-ride slots as Hindi speakers do', () => {
    expect(formatSlot('10:00-12:00')).toBe('सुबह 10 से दोपहर 12 बजे तक');
    expect(formatSlot('16:00-18:00')).toBe('शाम 4 से शाम 6 बजे तक');
  });

  it('test ride: Hindi heading, slots and date hint, and Hindi checks on an empty submit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T06:30:00Z'));
    const { user, container } = renderAt('/test-ride');
    expect(screen.getByRole('heading', { level: 1, name: 'मुफ़्त टेस्ट राइड बुक करें' })).toBeInTheDocument();
    expect(screen.queryByText('Book a free test ride')).toBeNull();
    const slots = screen.getByRole('radiogroup', { name: /टाइम स्लॉट/ });
    expect(within(slots).getByLabelText('दोपहर 12 से दोपहर 2 बजे तक')).toHaveAttribute('value', '12:00-14:00');
    const date = container.querySelector<HTMLInputElement>('input[name="preferred_date"]')!;
    await waitFor(() => expect(date).toHaveAttribute('min', '2027-03-02'));
    expect(screen.getByText('2 मार्च 2027 से 31 मार्च 2027 के बीच कोई भी दिन।')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2027-03-24' } });
    expect(screen.getByText(/आपने 24 मार्च 2027 चुनी है।/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'टेस्ट राइड बुक करें' }));
    expect(await screen.findByText('कोई मॉडल चुनें।')).toBeInTheDocument();
    expect(screen.getByText('कोई टाइम स्लॉट चुनें।')).toBeInTheDocument();
    expect(screen.getByText('वह हब चुनें जहाँ आप राइड करना चाहते हैं।')).toBeInTheDocument();
    expect(screen.getByText('अपना पूरा नाम डालें (2 से 80 अक्षर)।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'साथ क्या लाएँ' })).toBeInTheDocument();
  });

  it('test ride of the RV400: its own title and Hindi crumbs', async () => {
    renderAt('/rv400/test-ride');
    const crumbs = within(screen.getByRole('navigation', { name: /./ })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['होम', 'RV400', 'टेस्ट राइड']);
    await waitFor(() => expect(document.title).toContain('मुफ़्त RV400 टेस्ट राइड बुक करें'));
  });

  it('notify me: Hindi heading and checks', async () => {
    const { user } = renderAt('/notify-me');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे शहर में उपलब्ध होने पर मुझे बताएँ' })).toBeInTheDocument();
    expect(screen.queryByText('Tell me when it is available in my city')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'मुझे सूचना दें' }));
    expect(await screen.findByText('कोई मॉडल चुनें।')).toBeInTheDocument();
    expect(screen.getByText('अपना राज्य चुनें।')).toBeInTheDocument();
  });

  it('contact us: Hindi heading, topics, counter and checks', async () => {
    const { user, container } = renderAt('/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
    const topic = container.querySelector<HTMLSelectElement>('select[name="topic"]')!;
    expect(within(topic).getByRole('option', { name: 'सर्विस और मरम्मत' })).toHaveAttribute('value', 'Service and repairs');
    expect(screen.getByText('2,000 में से 0 अक्षर (कम से कम 10)।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('बताएँ कि आपका संदेश किस बारे में है।')).toBeInTheDocument();
    expect(screen.getByText('अपना संदेश 10 से 2,000 अक्षरों में लिखें।')).toBeInTheDocument();
  });

  it('hub locator: Hindi heading, count, cards, map and distances', async () => {
    Object.defineProperty(window.navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords: { latitude: 18.52, longitude: 73.85 } } as GeolocationPosition)) },
    });
    const { user } = renderAt('/locate-dealer');
    expect(screen.getByRole('heading', { level: 1, name: 'अपने पास का Revolt हब खोजें' })).toBeInTheDocument();
    expect(screen.queryByText('Find a Revolt hub near you')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.getByText('पूरे भारत में 4 हब।')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('group', { name: 'भारत में Revolt हब का नक्शा' })).toBeInTheDocument();
    const andheri = screen.getByRole('article', { name: 'Revolt Service Hub Andheri' });
    expect(within(andheri).getByRole('link', { name: 'रास्ता देखें (Revolt Service Hub Andheri तक, नए टैब में खुलेगा)' })).toBeInTheDocument();
    expect(within(andheri).getByRole('link', { name: 'यहाँ टेस्ट राइड बुक करें (Revolt Service Hub Andheri)' })).toHaveAttribute('href', '/test-ride?dealer=1');
    expect(within(andheri).getByRole('button', { name: 'नक्शे पर देखें: Revolt Service Hub Andheri' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मेरी लोकेशन इस्तेमाल करें' }));
    expect(screen.getByText('पूरे भारत में 4 हब, सबसे नज़दीकी पहले।')).toBeInTheDocument();
    const states = screen.getAllByRole('heading', { level: 2 }).map((h) => within(h).getByRole('button').textContent);
    expect(states).toEqual(['Maharashtra3 हब, सबसे नज़दीकी लगभग 1 km दूर', 'Delhi1 हब, सबसे नज़दीकी लगभग 1,175 km दूर']);
    Reflect.deleteProperty(window.navigator, 'geolocation');
  });

  it('thank-you page of a test ride: Hindi heading, summary and next steps; the server message as sent', () => {
    renderAt('/thankyouride/123', {
      reference: 'TR-000123',
      message: 'Thank you, Ravi.',
      model: 'RV400',
      date: '2027-03-05',
      slot: '12:00-14:00',
      hubName: 'Revolt Service Hub Hinjewadi',
      hubLat: 18.5913,
      hubLng: 73.7389,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी टेस्ट राइड का अनुरोध मिल गया है' })).toBeInTheDocument();
    expect(screen.queryByText('Your test ride request is in')).toBeNull();
    expect(screen.getByText('Thank you, Ravi.')).toBeInTheDocument();
    expect(screen.getByText('5 मार्च 2027')).toBeInTheDocument();
    expect(screen.getByText('दोपहर 12 से दोपहर 2 बजे तक')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें (.ics)' })).toBeInTheDocument();
    expect(screen.getByText(/हब एक कामकाजी दिन के अंदर आपको कॉल करके/)).toBeInTheDocument();
  });

  it('thank-you pages of notify me and contact us, without router state', () => {
    const { unmount } = renderAt('/thankyounotify/5');
    expect(screen.getByRole('heading', { level: 1, name: 'आप सूची में शामिल हैं' })).toBeInTheDocument();
    expect(screen.getByText('NM-000005')).toBeInTheDocument();
    unmount();
    renderAt('/thankyoucontact/7');
    expect(screen.getByRole('heading', { level: 1, name: 'आपके संदेश के लिए धन्यवाद' })).toBeInTheDocument();
    expect(screen.getByText('हमें आपका संदेश मिल गया है।')).toBeInTheDocument();
  });
});
