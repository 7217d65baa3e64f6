import { screen } from '@testing-library/react';
import { phoneText } from '@/lib/format';
import { describe, expect, it } from 'vitest';
import { DEALER_APPLICATION_RETENTION_MONTHS, ENQUIRY_RETENTION_MONTHS, JOB_APPLICATION_RETENTION_MONTHS, SERVICE_VISIT_NOTES_RETENTION_MONTHS } from '@contract/retention-rules';
import { findRoute } from '@/app/routes';
import { config } from '@/lib/config';
import { renderWithProviders } from '../../../tests/render';
import { PrivacyNoticeScreen } from './privacy-notice-screen';

describe('the privacy notice', () => {
  it('is a public, prerendered page', () => {
    expect(findRoute('/privacy-notice')).toMatchObject({ guard: 'public', prerender: true, file: 'src/features/company/privacy-notice-screen.tsx' });
  });

  it('names what is kept, for how long (the job’s own periods), the rights and the Grievance Officer’s contact', () => {
    renderWithProviders(<PrivacyNoticeScreen />, { route: '/privacy-notice' });
    expect(screen.getByRole('heading', { level: 1, name: 'How we use your details' })).toBeInTheDocument();
    for (const name of ['What we keep and why', 'How long we keep it', 'Your rights', 'Grievance Officer']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/deleted one day after they expire/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Test-ride, notify-me and contact requests: deleted ${ENQUIRY_RETENTION_MONTHS} months after their last change`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Your notes on a visit are deleted ${SERVICE_VISIT_NOTES_RETENTION_MONTHS} months after it is completed or cancelled`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Dealership applications: deleted ${DEALER_APPLICATION_RETENTION_MONTHS} months after their last change`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Job\\s+applications and CVs: deleted ${JOB_APPLICATION_RETENTION_MONTHS} months after we receive them`))).toBeInTheDocument();
    for (const right of ['Access', 'Correction', 'Erasure', 'Withdrawing consent', 'Grievance']) expect(screen.getByText(right)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: config.supportEmail })).toHaveAttribute('href', `mailto:${config.supportEmail}`);
    expect(screen.getByRole('link', { name: phoneText(config.supportPhone) })).toBeInTheDocument();
  });
});
