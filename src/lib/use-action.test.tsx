import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

type Outcome = { ok: true; data: string } | { ok: false; error: string };

function Rows({ request, onDone }: { request: (id: number) => Promise<Outcome>; onDone?: (o: Outcome) => void }) {
  const { run, busy, busyKey, error } = useAction<number>();
  return (
    <div>
      {error ? <p role="alert">{error}</p> : null}
      <p>{busy ? 'Working' : 'Idle'}</p>
      {[1, 2].map((id) => (
        <button key={id} type="button" disabled={busyKey === id} onClick={() => void run(() => request(id), id).then(onDone, () => {})}>
          {busyKey === id ? `Saving ${id}…` : `Save ${id}`}
        </button>
      ))}
    </div>
  );
}

describe('useAction', () => {
  it('marks only the key it runs for busy, then shows the failure’s message and resolves to the outcome', async () => {
    let finish: (o: Outcome) => void = () => {};
    const request = vi.fn((_id: number) => new Promise<Outcome>((resolve) => (finish = resolve)));
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<Rows request={request} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Save 2' }));
    expect(request).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Saving 2…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save 1' })).toBeEnabled();
    expect(screen.getByText('Working')).toBeInTheDocument();
    await act(async () => finish({ ok: false, error: 'That coupon has expired.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That coupon has expired.');
    expect(screen.getByRole('button', { name: 'Save 2' })).toBeEnabled();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith({ ok: false, error: 'That coupon has expired.' });
  });

  it('clears the last message when it runs again, and keeps none after a success', async () => {
    const request = vi.fn(async (id: number): Promise<Outcome> => (id === 1 ? { ok: false, error: 'Refused.' } : { ok: true, data: 'saved' }));
    const user = userEvent.setup();
    render(<Rows request={request} />);
    await user.click(screen.getByRole('button', { name: 'Save 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused.');
    await user.click(screen.getByRole('button', { name: 'Save 2' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is no longer busy when the request throws, and passes the error on', async () => {
    const request = vi.fn(async (): Promise<Outcome> => {
      throw new Error('offline');
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<Rows request={request} onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: 'Save 1' }));
    expect(await screen.findByRole('button', { name: 'Save 1' })).toBeEnabled();
    expect(screen.getByText('Idle')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
