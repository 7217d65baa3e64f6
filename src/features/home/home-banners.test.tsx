import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bannerStore, makeBanner, resetBanners } from '../../../tests/mocks/handlers/banners';
import { renderWithProviders } from '../../../tests/render';
import { HomeBanners } from './home-banners';

beforeEach(resetBanners);

describe('home banners', () => {
  it('shows nothing (and reserves nothing) when no banner is live', async () => {
    const { store, container } = renderWithProviders(<HomeBanners />);
    await waitFor(() => expect(store.getState().homeBanners.status).toBe('succeeded'));
    expect(container.querySelector('#home-banners')).toBeNull();
  });

  it('shows the live banners from the API, sized 2:1 with alt text, linking inside the site', async () => {
    bannerStore.list = [makeBanner(1, { headline: 'Festive offer', link: '/rv400' }), makeBanner(2, { headline: 'Off', live: false })];
    renderWithProviders(<HomeBanners />);
    const region = await screen.findByRole('region', { name: 'Offers and news' });
    const link = within(region).getByRole('link', { name: /Festive offer/ });
    expect(link).toHaveAttribute('href', '/rv400');
    const image = within(link).getByRole('img', { name: 'Picture of banner 1' });
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '480');
    expect(image.getAttribute('srcset')).toContain('/api/v1/banners/1/image/1440 1440w');
    expect(within(region).queryByText('Off')).not.toBeInTheDocument();
  });

  it('hydrates from the banner the build wrote into the page', () => {
    const first = makeBanner(7, { headline: 'Prerendered' });
    const slot = document.createElement('section');
    slot.id = 'home-banners';
    slot.setAttribute('data-banners', JSON.stringify([{ id: first.id, headline: first.headline, alt: first.alt, link: first.link, images: first.images }]));
    document.body.append(slot);
    try {
      renderWithProviders(<HomeBanners />);
      expect(screen.getByRole('link', { name: /Prerendered/ })).toBeInTheDocument();
    } finally {
      slot.remove();
    }
  });
});
