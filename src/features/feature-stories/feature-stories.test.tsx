import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findBike, type Bike } from '@/content/bikes';
import { FeatureStories, hasStories } from './feature-stories';
import { STORY_SLUGS, chargeMinutes, storiesFor } from './stories';

const rv400 = findBike('rv400') as Bike;
const brz = findBike('rv400-brz') as Bike;

/** A stand-in for the browser's IntersectionObserver that the test drives (jsdom has none). */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {}
    },
  );
  const report = (target: Element, isIntersecting: boolean) =>
    act(() => {
      for (const o of observers) o.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

afterEach(() => vi.unstubAllGlobals());

describe('feature stories: content', () => {
  it('has a set of 3 or 4 stories for each model sub-page, and none for other pages', () => {
    expect(STORY_SLUGS.sort()).toEqual(['model-rv-blazex', 'model-rv1', 'model-rv1-plus', 'model-rv400', 'model-rv400-brz', 'rv400-aesthetic', 'rv400-brz-aesthetic', 'rv400-brz-comfort', 'rv400-charging', 'rv400-comfort', 'rv400-safety']);
    for (const slug of STORY_SLUGS) {
      const n = storiesFor(slug)?.stories.length ?? 0;
      expect(n, slug).toBeGreaterThanOrEqual(3);
      expect(n, slug).toBeLessThanOrEqual(4);
    }
    expect(hasStories('about-us')).toBe(false);
    expect(storiesFor('about-us')).toBeNull();
  });

  it('reads the charging times from the bike data', () => {
    expect(chargeMinutes(rv400)).toEqual({ standard: 210, fast: 80 });
  });

  it('shows the charging page with the RV400’s real figures, each visual named for a screen reader', () => {
    render(<FeatureStories slug="rv400-charging" />);
    const sections = screen.getAllByRole('region');
    expect(sections).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Lift it out, charge it indoors' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`The ${rv400.batteryKwh} kWh lithium-ion NMC battery comes out of the RV400`))).toBeInTheDocument();
    expect(screen.getByText(/About 3\.5 hours \(0-100%\) on the 10A standard charger in a 16A socket\./)).toBeInTheDocument();
    expect(screen.getByText(/from 0 to 80% in 80 minutes \(27A\)/)).toBeInTheDocument();
    expect(screen.getByText(/5 years \/ 75,000 km \(about 1,200 charge cycles\)/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /battery lifts out of the RV400/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Charging times: standard charger 0 to 100% in about 3 h 30 min, fast charger 0 to 80% in 80 minutes' })).toBeInTheDocument();
    const render_ = within(sections[2]).getByRole('img', { name: /The RV400 electric motorcycle in Rebel Red/ });
    expect(render_).toHaveAttribute('loading', 'lazy');
    expect(render_).toHaveAttribute('width');
    expect(render_).toHaveAttribute('height');
  });

  it('shows each model’s own ride-mode ranges, ground clearance, payload and colours', () => {
    const { unmount } = render(<FeatureStories slug="rv400-comfort" />);
    expect(screen.getByText(/Eco up to 150 km, Normal up to 100 km and Sport up to 80 km/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Eco up to 150 km, Normal up to 100 km, Sport up to 80 km/ })).toBeInTheDocument();
    expect(screen.getByText(/200 mm of ground clearance/)).toBeInTheDocument();
    expect(screen.getByText(/0 to 40 kmph in under 3 seconds, with 45 Nm .* top speed of 85 kmph/)).toBeInTheDocument();
    unmount();
    render(<FeatureStories slug="rv400-brz-comfort" />);
    expect(screen.getByRole('heading', { name: `${brz.payloadKg} kg of payload` })).toBeInTheDocument();
    expect(screen.getByText(/The seat is 815 mm high/)).toBeInTheDocument();
  });

  it('lists the design page’s colours from the bike data', () => {
    render(<FeatureStories slug="rv400-brz-aesthetic" />);
    const list = screen.getByRole('list', { name: 'RV400 BRZ colours' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(brz.colours.map((c) => c.name));
    expect(screen.getByRole('heading', { name: 'Three colours' })).toBeInTheDocument();
  });

  it('makes no braking claim the data lacks: no force split figure', () => {
    render(<FeatureStories slug="rv400-safety" />);
    const braking = screen.getByRole('img', { name: /Combined braking/ });
    expect(braking.textContent).not.toMatch(/%/);
    expect(screen.getByRole('heading', { name: 'IP67: dust-tight, monsoon-ready' })).toBeInTheDocument();
  });
});

describe('feature stories: motion', () => {
  it('renders every section without the reveal classes on the server, so the prerendered HTML shows everything', () => {
    stubObserver();
    const html = renderToString(<FeatureStories slug="rv400-charging" />);
    expect(html).not.toMatch(/feature-stories--motion|is-shown|is-playing/);
    expect(html).toContain('Lift it out, charge it indoors');
  });

  it('adds the reveal class with the observer’s first answer, shows a section once it scrolls in, and animates it only while on screen', () => {
    stubReducedMotion(false);
    const { observers, report } = stubObserver();
    const { container } = render(<FeatureStories slug="rv400-charging" />);
    // Until the observer has said what is on screen nothing is hidden; then the class comes with the sections it found.
    expect(container.firstElementChild).not.toHaveClass('feature-stories--motion');
    // One observer for the whole page, watching every section.
    expect(observers).toHaveLength(1);
    const sections = screen.getAllByRole('region');
    expect(observers[0].targets).toEqual(sections);
    expect(sections[0]).not.toHaveClass('is-shown');
    report(sections[0], true);
    expect(container.firstElementChild).toHaveClass('feature-stories--motion');
    expect(sections[0]).toHaveClass('is-shown', 'is-playing');
    expect(sections[1]).not.toHaveClass('is-shown');
    report(sections[0], false);
    expect(sections[0]).toHaveClass('is-shown');
    expect(sections[0]).not.toHaveClass('is-playing');
  });

  it('under reduced motion adds no reveal class and observes nothing: every section is in its final state', () => {
    stubReducedMotion(true);
    const { observers } = stubObserver();
    const { container } = render(<FeatureStories slug="rv400-comfort" />);
    expect(container.firstElementChild).not.toHaveClass('feature-stories--motion');
    expect(observers).toHaveLength(0);
    for (const section of screen.getAllByRole('region')) expect(section).toBeVisible();
  });
});
