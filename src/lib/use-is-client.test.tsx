// useIsClient: true at once where nothing is hydrated; while a prerendered page hydrates, false as prerendered (no
// mismatch), then true in a deferred render.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { startHydrating, useIsClient } from './use-is-client';

function Probe() {
  return <p>{useIsClient() ? 'in the browser' : 'as prerendered'}</p>;
}

describe('useIsClient', () => {
  it('answers true at once in a page rendered without hydration', () => {
    render(<Probe />);
    expect(screen.getByText('in the browser')).toBeInTheDocument();
  });

  it('hydrates a prerendered page as it was prerendered, without a mismatch, then switches to true', async () => {
    startHydrating();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('as prerendered');
    document.body.append(container);
    const mismatch = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Probe />, { onRecoverableError: mismatch }));
    expect(container.textContent).toBe('in the browser');
    expect(mismatch).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
