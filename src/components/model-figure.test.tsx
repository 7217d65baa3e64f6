import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/app';
import { findBike, type Colour } from '@/content/bikes';
import { fromBike } from '@/lib/lineup';
import { addMockMedia } from '../../tests/mocks/handlers/media';
import { renderWithProviders } from '../../tests/render';
import { ModelFigure } from './model-figure';

const rv400 = findBike('rv400')!;
const colour = (name: string) => rv400.colours.find((c) => c.name === name) as Colour;

function renderFigure(shade: Colour, slot?: 'hero' | 'side') {
  const result = renderWithProviders(<ModelFigure model={fromBike(rv400)} colour={shade} slot={slot} className="model-hero__image" />);
  const rerenderWith = (next: Colour) =>
    result.rerender(
      <AppProviders store={result.store}>
        <MemoryRouter>
          <ModelFigure model={fromBike(rv400)} colour={next} slot={slot} className="model-hero__image" />
        </MemoryRouter>
      </AppProviders>,
    );
  return { ...result, rerenderWith };
}

describe('ModelFigure and the media library', () => {
  it('shows the photograph of the chosen colour, in AVIF and WebP at each width, in the render’s box', async () => {
    const red = addMockMedia({ model: 'rv400', colour: 'Rebel Red', slot: 'hero', alt: 'The RV400 in Rebel Red at dusk', widths: [480, 800, 1200] });
    addMockMedia({ model: 'rv400', colour: '', slot: 'hero', alt: 'The RV400 on a coast road' });
    renderFigure(colour('Rebel Red'));
    const img = await screen.findByRole('img', { name: 'The RV400 in Rebel Red at dusk' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveClass('model-hero__image', 'model-photo');
    expect(img).toHaveAttribute('src', `/media/${red.id}/800.webp`);
    const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', `/media/${red.id}/480.avif 480w, /media/${red.id}/800.avif 800w, /media/${red.id}/1200.avif 1200w`],
      ['image/webp', `/media/${red.id}/480.webp 480w, /media/${red.id}/800.webp 800w, /media/${red.id}/1200.webp 1200w`],
    ]);
  });

  it('shows the every-colour photograph for a colour without its own, and switches when the colour changes', async () => {
    addMockMedia({ model: 'rv400', colour: 'Rebel Red', slot: 'hero', alt: 'The RV400 in Rebel Red at dusk' });
    addMockMedia({ model: 'rv400', colour: '', slot: 'hero', alt: 'The RV400 on a coast road' });
    const { rerenderWith } = renderFigure(colour('Mist Grey'));
    expect(await screen.findByRole('img', { name: 'The RV400 on a coast road' })).toBeInTheDocument();
    rerenderWith(colour('Rebel Red'));
    expect(screen.getByRole('img', { name: 'The RV400 in Rebel Red at dusk' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The RV400 on a coast road' })).not.toBeInTheDocument();
    rerenderWith(colour('Cosmic Black'));
    expect(screen.getByRole('img', { name: 'The RV400 on a coast road' })).toBeInTheDocument();
  });

  it('keeps the studio render when no photograph fills the slot, and follows the colour', async () => {
    addMockMedia({ model: 'rv400', colour: 'Rebel Red', slot: 'side', alt: 'The RV400 from the side' });
    addMockMedia({ model: 'rv1', colour: '', slot: 'hero', alt: 'The RV1 in town' });
    const { rerenderWith, store } = renderFigure(colour('Rebel Red'));
    const render = screen.getByRole('img', { name: /RV400 electric motorcycle in Rebel Red/ });
    expect(render.getAttribute('src')).toMatch(/^\/images\/bikes\/rv400-/);
    // The list has answered (the side photograph is for another slot): still the render, the same element.
    await waitFor(() => expect(store.getState().modelMedia.status).toBe('succeeded'));
    expect(screen.getByRole('img', { name: /RV400 electric motorcycle in Rebel Red/ })).toBe(render);
    expect(document.querySelector('.model-photo')).toBeNull();
    rerenderWith(colour('Mist Grey'));
    expect(screen.getByRole('img', { name: /RV400 electric motorcycle in Mist Grey/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The RV1 in town' })).not.toBeInTheDocument();
  });

  it('shows the side slot’s photograph where a figure asks for it', async () => {
    addMockMedia({ model: 'rv400', colour: 'Rebel Red', slot: 'side', alt: 'The RV400 from the side' });
    renderFigure(colour('Rebel Red'), 'side');
    expect(await screen.findByRole('img', { name: 'The RV400 from the side' })).toBeInTheDocument();
  });

  it("a scene slot shows the page's own scene until the maker's scene photograph of the colour arrives", async () => {
    addMockMedia({ model: 'rv400', colour: 'Rebel Red', slot: 'scene', alt: 'A Rebel Red RV400 charging at home' });
    const scene = (shade: Colour) => (
      <ModelFigure model={fromBike(rv400)} colour={shade} slot="scene" className="scene-picture" fallback={<p>The rendered scene</p>} />
    );
    const { rerender, store } = renderWithProviders(scene(colour('Mist Grey')));
    await waitFor(() => expect(store.getState().modelMedia.status).toBe('succeeded'));
    expect(screen.getByText('The rendered scene')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /RV400 electric motorcycle/ })).not.toBeInTheDocument();
    rerender(
      <AppProviders store={store}>
        <MemoryRouter>{scene(colour('Rebel Red'))}</MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByRole('img', { name: 'A Rebel Red RV400 charging at home' })).toHaveClass('scene-picture', 'model-photo');
    expect(screen.queryByText('The rendered scene')).not.toBeInTheDocument();
  });
});
