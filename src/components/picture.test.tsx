import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bikes, colourSlug, findBike } from '@/content/bikes';
import { ModelScenePicture } from './model-scene-picture';
import { BikeColours, Picture, ProductPicture, ScenePicture } from './picture';

const rv400 = findBike('rv400')!;

function sources(img: HTMLElement) {
  const picture = img.closest('picture');
  expect(picture).not.toBeNull();
  return [...(picture as HTMLElement).querySelectorAll('source')].map((s) => ({ type: s.getAttribute('type'), srcset: s.getAttribute('srcset'), sizes: s.getAttribute('sizes') }));
}

describe('Picture', () => {
  it('offers AVIF then WebP at every width, reserves its box and loads lazily by default', () => {
    render(<Picture image={{ base: '/images/x/a', width: 1600, height: 900, widths: [480, 800, 1600] }} alt="A" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(sources(img)).toEqual([
      { type: 'image/avif', srcset: '/images/x/a-480.avif 480w, /images/x/a-800.avif 800w, /images/x/a-1600.avif 1600w', sizes: '50vw' },
      { type: 'image/webp', srcset: '/images/x/a-480.webp 480w, /images/x/a-800.webp 800w, /images/x/a-1600.webp 1600w', sizes: '50vw' },
    ]);
    expect(img).toHaveAttribute('src', '/images/x/a-800.webp');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the hero image at once with high priority when eager', () => {
    render(<Picture image={{ base: '/b', width: 10, height: 5, widths: [480] }} alt="Hero" eager className="hero__image" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveClass('hero__image');
    expect(img).toHaveAttribute('src', '/b-480.webp');
  });
});

describe('ProductPicture', () => {
  it('shows the render of the model in the chosen colour, and follows a colour change', () => {
    const { rerender } = render(<ProductPicture bike={rv400} />);
    const img = screen.getByRole('img', { name: /RV400 electric motorcycle in Rebel Red/ });
    expect(img).toHaveAttribute('src', '/images/bikes/rv400-rebel-red-800.webp');
    expect(sources(img)[0].srcset).toContain('/images/bikes/rv400-rebel-red-1600.avif 1600w');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
    rerender(<ProductPicture bike={rv400} colour={rv400.colours[3]} />);
    const blue = screen.getByRole('img', { name: /in Pacific Blue/ });
    expect(blue).toHaveAttribute('src', '/images/bikes/rv400-pacific-blue-800.webp');
    expect(sources(blue)[1].srcset).toContain('/images/bikes/rv400-pacific-blue-480.webp 480w');
  });

  it('falls back to the first colour for a colour without a render', () => {
    render(<ProductPicture bike={rv400} colour={{ name: 'Gold', hex: '#d4a441' }} />);
    expect(screen.getByRole('img', { name: /in Gold/ })).toHaveAttribute('src', '/images/bikes/rv400-rebel-red-800.webp');
  });
});

describe('ScenePicture', () => {
  it('describes the scene and points at its files', () => {
    render(<ScenePicture scene="service-hub" sizes="100vw" />);
    const img = screen.getByRole('img', { name: /service hub/ });
    expect(img).toHaveAttribute('src', '/images/scenes/service-hub-800.webp');
    expect(img).toHaveAttribute('height', '900');
  });
});

describe('ModelScenePicture', () => {
  it('shows the scene with the model in the chosen colour, named in the alt, and follows a colour change', () => {
    const { rerender } = render(<ModelScenePicture bike={rv400} colour={rv400.colours[0]} sizes="100vw" />);
    const red = screen.getByRole('img', { name: /RV400 in Rebel Red, charging/ });
    expect(red).toHaveAttribute('src', '/images/scenes/home-charging-rv400-rebel-red-800.webp');
    expect(sources(red)[0].srcset).toContain('/images/scenes/home-charging-rv400-rebel-red-1600.avif 1600w');
    expect(red).toHaveAttribute('height', '900');
    expect(red).toHaveClass('scene-picture');
    rerender(<ModelScenePicture bike={rv400} colour={rv400.colours[3]} sizes="100vw" />);
    const blue = screen.getByRole('img', { name: /RV400 in Pacific Blue/ });
    expect(blue).toHaveAttribute('src', '/images/scenes/home-charging-rv400-pacific-blue-800.webp');
    expect(screen.queryByRole('img', { name: /Rebel Red/ })).not.toBeInTheDocument();
  });

  it('falls back to the first colour, and says so, for a colour without a scene', () => {
    render(<ModelScenePicture bike={rv400} colour={{ name: 'Gold', hex: '#d4a441' }} className="extra" />);
    const img = screen.getByRole('img', { name: /RV400 in Rebel Red/ });
    expect(img).toHaveAttribute('src', '/images/scenes/home-charging-rv400-rebel-red-800.webp');
    expect(img).toHaveClass('scene-picture', 'extra');
  });

  it('has a scene for every model and colour', () => {
    for (const bike of bikes) {
      for (const colour of bike.colours) {
        const { unmount } = render(<ModelScenePicture bike={bike} colour={colour} />);
        expect(screen.getByRole('img', { name: new RegExp(`in ${colour.name},`) })).toHaveAttribute('src', `/images/scenes/home-charging-${bike.id}-${colourSlug(colour.name)}-800.webp`);
        unmount();
      }
    }
  });
});

describe('BikeColours', () => {
  it('shows the model in every colour, named, only the first loaded at once', () => {
    render(<BikeColours bike={rv400} />);
    const list = screen.getByRole('list', { name: 'The RV400 in 4 colours' });
    const imgs = within(list).getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(rv400.colours.map((c) => `/images/bikes/rv400-${colourSlug(c.name)}-800.webp`));
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    expect(within(list).getByText('Mist Grey')).toBeInTheDocument();
  });
});
