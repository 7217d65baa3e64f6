import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDownload } from './use-download';
import { useForm } from './use-form';
import { useSubmit, type SubmitFailure } from './use-submit';

type Outcome = { ok: true; data: { id: number } } | SubmitFailure;

afterEach(() => vi.restoreAllMocks());

function Form({ action, onSuccess }: { action: (name: string) => Promise<Outcome>; onSuccess?: () => void }) {
  const form = useForm<'name' | 'city'>({ name: '', city: '' });
  const { submit, busy, error } = useSubmit(form, action, { onSuccess, navigateTo: (o) => ({ to: `/done/${o.data.id}`, options: { replace: true } }) });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(form.values.name);
  };
  return (
    <form ref={form.formRef} onSubmit={onSubmit}>
      {error ? <p role="alert">{error}</p> : null}
      <input aria-label="Name" value={form.values.name} onChange={(e) => form.set({ name: e.target.value })} aria-invalid={form.errors.name ? true : undefined} />
      <input aria-label="City" value={form.values.city} onChange={(e) => form.set({ city: e.target.value })} aria-invalid={form.errors.city ? true : undefined} />
      {form.errors.city ? <span>{form.errors.city}</span> : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}

function renderForm(props: Parameters<typeof Form>[0]) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={<Form {...props} />} />
        <Route path="/done/:id" element={<p>Done</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('useSubmit', () => {
  it('is busy while the action runs, then shows the server’s message and field errors, focusing the first', async () => {
    let finish: (o: Outcome) => void = () => {};
    const action = vi.fn((_name: string) => new Promise<Outcome>((resolve) => (finish = resolve)));
    const user = renderForm({ action });
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('City'), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledWith('Asha');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await act(async () => finish({ ok: false, error: 'Please correct the highlighted fields.', fieldErrors: { city: 'Not served.', other: 'Ignored.' } }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByText('Not served.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('clears the last message, runs the success step and navigates after a success', async () => {
    const onSuccess = vi.fn();
    const action = vi.fn<(name: string) => Promise<Outcome>>().mockResolvedValueOnce({ ok: false, error: 'Try again.' }).mockResolvedValueOnce({ ok: true, data: { id: 7 } });
    const user = renderForm({ action, onSuccess });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again.');
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Done')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith({ ok: true, data: { id: 7 } }, '');
  });
});

describe('useSubmit without an action', () => {
  function StepForm({ request }: { request: () => Promise<Outcome> }) {
    const form = useForm<'code'>({ code: '' });
    const { submit } = useSubmit(form);
    const onSubmit = async (e: FormEvent) => {
      e.preventDefault();
      await submit(request, (failed) => {
        // Field names the form calls otherwise: map them, and say the failure was shown.
        form.showServerErrors(failed.error, { code: failed.fieldErrors?.otp ?? '' });
        return true;
      });
    };
    return (
      <form ref={form.formRef} onSubmit={(e) => void onSubmit(e)}>
        {form.serverError ? <p role="alert">{form.serverError}</p> : null}
        <input aria-label="Code" aria-invalid={form.errors.code ? true : undefined} />
        {form.errors.code ? <span>{form.errors.code}</span> : null}
        <button type="submit">Check</button>
      </form>
    );
  }

  it('sends the request it is given and lets onFailure show the failure its own way', async () => {
    const request = vi.fn<() => Promise<Outcome>>().mockResolvedValue({ ok: false, error: 'Check the code.', fieldErrors: { otp: 'Wrong code.' } });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <StepForm request={request} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Wrong code.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the code.');
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });
});

describe('useDownload', () => {
  function Export({ run }: { run: () => Promise<{ ok: true; data: { blob: Blob; disposition: string | null } } | { ok: false; error: string }> }) {
    const { download, busy, error } = useDownload();
    return (
      <>
        <button type="button" disabled={busy !== null} onClick={() => void download(true, run, 'export.csv')}>
          Export
        </button>
        {error ? <p role="alert">{error}</p> : null}
      </>
    );
  }

  it('saves the file under the server’s name, or shows the one error message', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const run = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, data: { blob: new Blob(['a']), disposition: 'attachment; filename="users.csv"' } })
      .mockResolvedValueOnce({ ok: false, error: 'The export failed.' });
    const user = userEvent.setup();
    render(<Export run={run} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(names).toEqual(['users.csv']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed.');
    expect(names).toEqual(['users.csv']);
  });
});
