// The public careers pages on the Hindi site (run by `VITE_SITE_LANG=hi vitest run`): the openings, a job with its
// apply form and the thank-you page in Hindi; what a job says comes from the API and stays as it is, its department
// and type are labelled in Hindi. The back office's careers screens stay English.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inHindi } from '@/lib/i18n/hindi-routes';
import { renderWithProviders } from '../../../tests/render';
import { CareerThankYouScreen } from './career-thankyou-screen';
import { CareersScreen } from './careers-screen';
import { JobScreen } from './job-screen';

const jobRoutes = (
  <Routes>
    <Route path="/career-with-us/job/:id" element={<JobScreen />} />
    <Route path="/career-thankyou" element={<CareerThankYouScreen />} />
  </Routes>
);

describe('careers pages in Hindi', () => {
  it('are pages of the Hindi site', () => {
    for (const path of ['/career-with-us', '/career-with-us/job/1', '/career-thankyou']) expect(inHindi(path)).toBe(true);
  });

  it('lists the openings with Hindi labels and the job text as the API sends it', async () => {
    renderWithProviders(<CareersScreen />, { route: '/career-with-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Revolt में करियर' })).toBeInTheDocument();
    expect(screen.queryByText('Careers at Revolt')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Assembly Line Supervisor' })).toBeInTheDocument();
    expect(screen.getByText('इंजीनियरिंग · Bengaluru · फ़ुल-टाइम · 3\u20116 years')).toBeInTheDocument();
    expect(screen.getByText('2 पद', { selector: '[role="status"]' })).toBeInTheDocument();
    const department = within(screen.getByRole('group')).getAllByRole('combobox')[0]!;
    expect(within(department).getByRole('option', { name: 'मैन्युफ़ैक्चरिंग' })).toHaveAttribute('value', 'Manufacturing');
    expect(screen.getAllByText(/को पोस्ट किया गया$/).length).toBeGreaterThan(0);
  });

  it('shows a job with Hindi headings and checks the apply form in Hindi', async () => {
    const { user } = renderWithProviders(jobRoutes, { route: '/career-with-us/job/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Embedded Firmware Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आप क्या करेंगे' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'इस भूमिका के लिए आवेदन करें' })).toBeInTheDocument();
    expect(screen.queryByText('Apply for this role')).toBeNull();
    expect(screen.getByText('2,000 में से 0 अक्षर')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'आवेदन भेजें' }));
    expect(await screen.findByText('अपना CV PDF या Word (.docx) फ़ाइल के रूप में लगाएँ।')).toBeInTheDocument();
    expect(screen.getByText('इस भूमिका के लिए आप पर विचार करने हेतु आपका आवेदन रखने की सहमति दें।')).toBeInTheDocument();
    expect(screen.getByText('वह शहर डालें जहाँ आप रहते हैं।')).toBeInTheDocument();
    expect(screen.getByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें, जो 6, 7, 8 या 9 से शुरू हो।')).toBeInTheDocument();
  });

  it('explains a closed job in Hindi', async () => {
    renderWithProviders(jobRoutes, { route: '/career-with-us/job/3' });
    expect(await screen.findByText('यह पद बंद हो चुका है।')).toBeInTheDocument();
    expect(screen.getByText(/इसके लिए आवेदन 15 फ़रवरी 2026 को बंद हो गए।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे मौजूदा पद देखें' })).toHaveAttribute('href', '/career-with-us');
  });

  it('thanks the applicant in Hindi', () => {
    renderWithProviders(jobRoutes, { route: '/career-thankyou' });
    expect(screen.getByRole('heading', { level: 1, name: 'आवेदन करने के लिए धन्यवाद' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for applying')).toBeNull();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
