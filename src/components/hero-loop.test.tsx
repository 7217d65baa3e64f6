import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMockMedia } from '../../tests/mocks/handlers/media';
import { renderWithProviders } from '../../tests/render';
import { HeroLoop } from './hero-loop';

let reduce = false;
let report: (visible: boolean) => void = () => undefined;
let running = false;
const play = vi.fn(() => {
  running = true;
  return Promise.resolve();
});
const pause = vi.fn(() => {
  running = false;
});

beforeEach(() => {
  reduce = false;
  running = false;
  play.mockClear();
  pause.mockClear();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reduce, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !running);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function video(): HTMLVideoElement | null {
  return document.querySelector('video');
}

/** Renders the loop and waits until it has decided (the photographs' list answered): the video, or null. */
async function renderLoop(colour = 'Rebel Red') {
  const { store } = renderWithProviders(<HeroLoop model="rv400" colour={colour} />);
  await waitFor(() => expect(['succeeded', 'failed']).toContain((store.getState() as { modelMedia?: { status: string } }).modelMedia?.status));
  return video();
}

describe('hero loop', () => {
  it('is a muted, inline, looping VP9 WebM with an MP4 fallback that plays only while on screen', async () => {
    const v = (await renderLoop())!;
    expect(v.muted).toBe(true);
    expect(v).toHaveAttribute('playsinline');
    expect(v.loop).toBe(true);
    expect(v).toHaveAttribute('preload', 'none');
    expect([...v.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual(['/videos/rv400-rebel-red.webm', '/videos/rv400-rebel-red.mp4']);
    expect(play).not.toHaveBeenCalled();
    act(() => report(true));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => report(false));
    expect(pause).toHaveBeenCalled();
  });

  it('offers a pause button once playing, and stays paused when it comes back on screen', async () => {
    const user = userEvent.setup();
    await renderLoop();
    expect(screen.queryByRole('button', { name: 'Pause the moving picture' })).toBeNull();
    act(() => report(true));
    fireEvent.playing(video()!);
    const button = screen.getByRole('button', { name: 'Pause the moving picture' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(pause).toHaveBeenCalled();
    play.mockClear();
    act(() => report(false));
    act(() => report(true));
    expect(play).not.toHaveBeenCalled();
    await user.click(button);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('is only for the colour it was rendered in', async () => {
    expect(await renderLoop('Pacific Blue')).toBeNull();
  });

  it('stays away when the maker has a hero photograph of the model, which replaces the still', async () => {
    addMockMedia({ model: 'rv400', slot: 'hero', colour: '' });
    expect(await renderLoop()).toBeNull();
  });

  it('is not even downloaded for a visitor who asks for reduced motion', async () => {
    reduce = true;
    expect(await renderLoop()).toBeNull();
  });
});
