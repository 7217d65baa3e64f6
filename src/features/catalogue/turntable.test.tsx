import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findBike } from '@/content/bikes';
import { TURNTABLE_FRAMES, turntableColours } from '@/content/turntable-frames';
import { frameAngle, frameView, frameWidth, turn, turntableSet } from './turntable';
import { TurntableSection } from './turntable-section';
import { TurntableViewer } from './turntable-viewer';

const rv400 = findBike('rv400')!;
const red = rv400.colours.find((c) => c.name === 'Rebel Red')!;
const blue = rv400.colours.find((c) => c.name === 'Pacific Blue')!;

/** The frame shown: the one image marked current. */
function currentFrame(): string | null {
  return document.querySelector('.turntable__frame--current')?.getAttribute('src') ?? null;
}

/** Every frame reports loaded, as the browser does once the files arrive. */
function loadAll() {
  for (const img of document.querySelectorAll('.turntable__frame')) fireEvent.load(img);
}

afterEach(() => vi.unstubAllGlobals());

describe('360-degree view rules', () => {
  it('numbers the angle so that right turns count up, and names what each frame shows', () => {
    expect(frameAngle(0)).toBe(0);
    expect(frameAngle(turn(0, -1))).toBe(10);
    expect(frameAngle(turn(0, 1))).toBe(350);
    expect(turn(TURNTABLE_FRAMES - 1, 1)).toBe(0);
    expect(frameView(0)).toBe('front right');
    expect(frameView(6)).toBe('front');
    expect(frameView(15)).toBe('left side');
    expect(frameView(24)).toBe('rear');
    expect(frameView(33)).toBe('right side');
  });

  it('asks for the small files on a phone and the large ones on a wide screen', () => {
    expect(frameWidth(358, 3)).toBe(640);
    expect(frameWidth(700, 2)).toBe(1280);
    expect(frameWidth(2000, 1)).toBe(1280);
  });

  it("uses the chosen colour's frames, else the model's first set, and none for a model without frames", () => {
    expect(turntableSet('rv400', blue)?.base).toBe('/images/turntable/rv400-pacific-blue');
    expect(turntableColours.rv400).toEqual(rv400.colours.map((c) => c.name.toLowerCase().replace(/ /g, '-')));
    expect(turntableSet('rv400', { name: 'Gold', hex: '#d4af37' })?.slug).toBe(turntableColours.rv400[0]);
    expect(turntableSet('rv-new', red)).toBeUndefined();
  });
});

describe('360-degree viewer', () => {
  it('turns with the arrow keys, Home and End, and says the angle and the view', async () => {
    const user = userEvent.setup();
    render(<TurntableViewer modelId="rv400" modelName="RV400" colour={red} />);
    const slider = screen.getByRole('slider', { name: '360° view of the RV400 in Rebel Red' });
    loadAll();
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0°, front right');
    expect(currentFrame()).toMatch(/\/00-640\.webp$/);
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    expect(currentFrame()).toMatch(/\/34-640\.webp$/);
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '350');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('turns with the buttons, announcing the new view', async () => {
    const user = userEvent.setup();
    render(<TurntableViewer modelId="rv400" modelName="RV400" colour={red} />);
    loadAll();
    for (let i = 0; i < 6; i += 1) await user.click(screen.getByRole('button', { name: /Turn left/ }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '300°, front');
    expect(screen.getByText('300°, front', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Turn right/ }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '310');
  });

  it('turns when dragged: to the right counts up, a frame per 12 pixels, and stops when let go', async () => {
    const user = userEvent.setup();
    render(<TurntableViewer modelId="rv400" modelName="RV400" colour={red} />);
    loadAll();
    const slider = screen.getByRole('slider');
    await user.pointer([{ keys: '[MouseLeft>]', target: slider, coords: { clientX: 100, clientY: 50 } }, { target: slider, coords: { clientX: 160, clientY: 50 } }]);
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.pointer([{ target: slider, coords: { clientX: 40, clientY: 50 } }]);
    expect(slider).toHaveAttribute('aria-valuenow', '310');
    await user.pointer([{ keys: '[/MouseLeft]', target: slider }, { target: slider, coords: { clientX: 400, clientY: 50 } }]);
    expect(slider).toHaveAttribute('aria-valuenow', '310');
  });

  it('keeps the last frame shown until the asked-for one has arrived, and keeps the angle when the colour changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TurntableViewer modelId="rv400" modelName="RV400" colour={red} />);
    fireEvent.load(document.querySelector('[data-frame="0"]')!);
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowLeft}');
    expect(currentFrame()).toMatch(/\/00-640\.webp$/);
    fireEvent.load(document.querySelector('[data-frame="1"]')!);
    expect(currentFrame()).toMatch(/\/01-640\.webp$/);
    rerender(<TurntableViewer modelId="rv400" modelName="RV400" colour={blue} />);
    expect(screen.getByRole('slider', { name: `360° view of the RV400 in ${blue.name}` })).toHaveAttribute('aria-valuenow', '350');
    expect(document.querySelectorAll('.turntable__frame')).toHaveLength(TURNTABLE_FRAMES);
    expect(screen.getByText(/Loading the 360° view/)).toBeInTheDocument();
  });

  it('loads no frame until a quarter of the viewer is on screen', async () => {
    let report: (ratio: number) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean; intersectionRatio: number }[]) => void) {
          report = (ratio) => callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<TurntableSection modelId="rv400" modelName="RV400" colour={red} />);
    expect(screen.getByRole('heading', { name: 'See it from every side' })).toBeInTheDocument();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    act(() => report(0));
    expect(document.querySelectorAll('img')).toHaveLength(0);
    // Its top edge peeking in at the bottom of the screen is not yet enough.
    act(() => report(0.1));
    expect(document.querySelectorAll('img')).toHaveLength(0);
    act(() => report(0.3));
    expect(await screen.findByRole('slider', { name: '360° view of the RV400 in Rebel Red' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(TURNTABLE_FRAMES));
  });
});
