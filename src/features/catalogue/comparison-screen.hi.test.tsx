// The comparison on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the page's own words from
// comparison.messages.hi.ts (the rows' names and values come from bike-data.tsx's catalogue).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { ComparisonScreen } from './comparison-screen';

describe('comparison in Hindi', () => {
  it('has the Hindi heading, picker, marks and actions', async () => {
    const { user } = renderWithProviders(<ComparisonScreen />, { route: '/comparison?models=rv400,rv400-brz' });
    expect(screen.getByRole('heading', { level: 1, name: 'मॉडलों की तुलना' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Compare models' })).toBeNull();
    expect(screen.getByRole('group', { name: '2 या 3 मॉडल चुनें (2 चुने गए)' })).toBeInTheDocument();
    expect(screen.getByText('कम से कम 2 मॉडल चुने रहने चाहिए।')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('स्पेसिफ़िकेशन');
    expect(screen.getAllByText('अलग').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'RV400 BRZ बुक करें' })).toHaveTextContent('बुक करें');
    expect(screen.getByRole('link', { name: 'RV400 की टेस्ट राइड लें' })).toHaveAttribute('href', '/test-ride?model=rv400');
    await user.click(screen.getByRole('checkbox', { name: /^RV1 ₹/ }));
    expect(screen.getByRole('group', { name: '2 या 3 मॉडल चुनें (3 चुने गए)' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /मॉडल चुनें/ })).getByText('दूसरा मॉडल चुनने के लिए किसी एक का निशान हटाएँ (ज़्यादा से ज़्यादा 3)।')).toBeInTheDocument();
  });
});
