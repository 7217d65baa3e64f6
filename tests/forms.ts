// Filling the person block and the place of the public forms (screen tests against the MSW reference data).
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

export async function fillPerson(user: User, mobile = '+91 98765 43210') {
  await user.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
  await user.type(screen.getByLabelText(/Mobile number/), mobile);
  await user.type(screen.getByLabelText(/E-mail/), 'ravi@example.com');
}

/** Maharashtra, Pune and (unless `withArea` is false) its first area, whose pincode is 411038. */
export async function chooseLocation(user: User, withArea = true) {
  await waitFor(() => expect(screen.getByLabelText(/^State/)).toBeEnabled());
  await user.selectOptions(screen.getByLabelText(/^State/), 'MH');
  await user.selectOptions(screen.getByLabelText(/^City/), 'MH-PUN');
  if (withArea) await user.selectOptions(screen.getByLabelText(/Nearest area/), 'MH-PUN-01');
}
