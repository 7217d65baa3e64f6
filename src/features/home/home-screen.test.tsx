import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { existsSync } from 'node:fs';
import { config } from '@/lib/config';
import { setTopSellers } from '../../../tests/mocks/handlers/products';
import { HomeScreen } from './home-screen';

describe('home page', () => {
  it('describes the maker for search engines: a logo of at least 112 px, its channels and customer care', () => {
    const { container } = renderWithProviders(<HomeScreen />);
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Organization', name: 'Revolt Motors', logo: { url: `${config.siteOrigin}/images/logo-512.png`, width: 512, height: 512 } });
    expect(existsSync('public/images/logo-512.png')).toBe(true);
    expect(ld.sameAs).toEqual(config.social.map((s) => s.url));
    expect(ld.contactPoint).toEqual([expect.objectContaining({ contactType: 'customer service', email: config.supportEmail, areaServed: 'IN' })]);
  });

  it('leads with the bike and exactly one primary and one secondary action', () => {
    renderWithProviders(<HomeScreen />);
    const hero = screen.getByRole('region', { name: 'Electric motorcycles made for Indian roads' });
    expect(within(hero).getByRole('img', { name: /RV400 electric motorcycle/ })).toHaveAttribute('fetchpriority', 'high');
    const actions = within(hero).getAllByRole('link');
    expect(actions.map((a) => a.textContent)).toEqual(['Book now', 'Book a free test ride']);
    expect(actions[0]).toHaveClass('btn--primary');
    expect(actions[1]).toHaveClass('btn--secondary');
  });

  it('shows the ride modes with their range from the bike data', () => {
    renderWithProviders(<HomeScreen />);
    const modes = screen.getByRole('list', { name: 'RV400 range by ride mode' });
    expect(within(modes).getAllByRole('listitem').map((li) => li.querySelector('.modes__figure')?.textContent)).toEqual(['150 km', '100 km', '80 km']);
  });

  it('shows charging with its scene, the app with badges, and next steps in an even grid', () => {
    renderWithProviders(<HomeScreen />);
    const charging = screen.getByRole('region', { name: 'Charge it like your phone' });
    expect(within(charging).getByRole('img', { name: /charging from a wall socket/ })).toBeInTheDocument();
    const app = screen.getByRole('region', { name: 'Your bike in your pocket' });
    expect(within(app).getByRole('link', { name: /get it on android/i })).toBeInTheDocument();
    expect(within(app).getByRole('link', { name: /download for iphone/i })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Ride one, then make it yours' })).getAllByRole('heading', { level: 3 });
    // Four tiles fill rows of 4, 2 or 1: no orphan card.
    expect(steps).toHaveLength(4);
    expect(steps.map((h) => h.textContent)).toContain('Running costs');
  });

  it("marks India's most booked model in the line-up once the ranking arrives, over its picture", async () => {
    setTopSellers({ '': { state: null, place: 'India', window_days: 90, models: [{ id: 'rv400', name: 'RV400', rank: 1 }] } });
    renderWithProviders(<HomeScreen />);
    const lineup = screen.getByRole('region', { name: 'Five models, one idea' });
    const badge = await within(lineup).findByText('Most booked in India');
    expect(badge.closest('li')).toHaveTextContent('RV400');
    expect(badge).toHaveClass('most-booked');
    expect(within(lineup).getAllByText(/most booked/i)).toHaveLength(1);
  });
});
