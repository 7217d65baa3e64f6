import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bikes } from '@/content/bikes';
import { config } from '@/lib/config';
import { renderWithProviders } from '../../../tests/render';
import { OwnersManualScreen } from './owners-manual-screen';

describe('/owners-manual', () => {
  it('has a section per model, reached by its id, with the model’s own figures', () => {
    renderWithProviders(<OwnersManualScreen />, { route: '/owners-manual' });
    expect(screen.getByRole('heading', { level: 1, name: 'Owner’s manual' })).toBeInTheDocument();
    for (const bike of bikes) {
      const section = screen.getByRole('region', { name: bike.name });
      expect(section).toHaveAttribute('id', bike.id);
      expect(within(section).getByText(`${bike.rangeKm.claimed} km on a full charge`)).toBeInTheDocument();
      expect(within(section).getByText(new RegExp(`^Bike ${bike.warranty}; battery`))).toBeInTheDocument();
    }
  });

  it('covers charging, ride modes, care, tyres, what voids the warranty, and the numbers to call', () => {
    renderWithProviders(<OwnersManualScreen />, { route: '/owners-manual' });
    for (const name of ['Charging', 'Ride modes and braking', 'Care', 'Tyres', 'What the warranty does not cover', 'Help on the road']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: config.roadsidePhone.replace(/ /g, '\u00a0') })).toHaveAttribute('href', `tel:${config.roadsidePhone.replace(/[^\d+]/g, '')}`);
  });
});
