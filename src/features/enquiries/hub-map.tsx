import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import mapUrl from 'virtual:india-map';
import type { ServiceCentre } from '@contract/reference';
import type { LatLng } from './enquiry-helpers';
import { clusterHubs, type HubCluster } from './hub-clusters';
import { MAP_HEIGHT, MAP_WIDTH, onMap, projectToMap } from './india-projection';
import * as t from './locate.messages';

type Props = {
  hubs: ServiceCentre[];
  /** Ids of the hubs that match the filters: drawn highlighted and on top. */
  matching: Set<number>;
  selectedId: number | null;
  /** One hub, or the hubs of a marker that stands for several. */
  onSelect: (hubs: ServiceCentre[]) => void;
  /** Accessible name of a marker, e.g. "Revolt Service Hub Andheri, Mumbai". */
  label: (hub: ServiceCentre) => string;
  /** Place name of a hub for a marker of several, e.g. "Mumbai". */
  place: (hub: ServiceCentre) => string;
  you?: LatLng | null;
};

/** Where a marker sits, as a share of the map's width and height (the map scales with its column). */
function position({ x, y }: { x: number; y: number }): CSSProperties {
  return { '--x': `${((x / MAP_WIDTH) * 100).toFixed(2)}%`, '--y': `${((y / MAP_HEIGHT) * 100).toFixed(2)}%` } as CSSProperties;
}

/** Map units between two markers' centres: a 24 px target plus a little, at the width the map is drawn. */
function useMinGap() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // Measured before the first paint (the prerendered and hydrated markers are drawn unclustered), so nothing,
  // a person or a checker, ever sees two overlapping markers; the observer follows later resizes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, minGap: width > 0 ? (26 * MAP_WIDTH) / width : 0 };
}

const listOf = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')}${t.and}${names.at(-1)}`);

/**
 * India with its state boundaries (a static SVG made at build time from @svg-maps/india) and a button
 * per hub, or per group of hubs too close to tell apart at this size. No map script or tiles: it works
 * offline and loads nothing from third parties.
 */
export function HubMap({ hubs, matching, selectedId, onSelect, label, place, you }: Props) {
  const { ref, minGap } = useMinGap();
  const clusters = clusterHubs(hubs.filter(onMap), minGap);
  const has = (c: HubCluster, test: (h: ServiceCentre) => boolean) => c.hubs.some(test);
  // Highlighted and selected markers last, so they sit on top of the others.
  const rank = (c: HubCluster) => (has(c, (h) => h.id === selectedId) ? 2 : 0) + (has(c, (h) => matching.has(h.id)) ? 1 : 0);
  const ordered = [...clusters].sort((a, b) => rank(a) - rank(b));

  return (
    <figure className="hub-map">
      <div ref={ref} className="hub-map__canvas" role="group" aria-label={t.mapLabel}>
        <img className="hub-map__land" src={mapUrl} alt="" width={MAP_WIDTH} height={MAP_HEIGHT} decoding="async" />
        {ordered.map((cluster) => {
          const selected = has(cluster, (h) => h.id === selectedId);
          const state = selected ? 'is-selected' : has(cluster, (h) => matching.has(h.id)) ? 'is-match' : 'is-other';
          const single = cluster.hubs.length === 1;
          const name = single
            ? label(cluster.hubs[0]!)
            : t.clusterLabel({ count: cluster.hubs.length, places: listOf([...new Set(cluster.hubs.map(place))]) });
          return (
            <button
              key={cluster.key}
              id={single ? `hub-marker-${cluster.hubs[0]!.id}` : undefined}
              data-hubs={cluster.hubs.map((h) => h.id).join(' ')}
              type="button"
              aria-label={name}
              aria-pressed={selected}
              className={`hub-map__hub ${state}${single ? '' : ' is-group'}`}
              style={position(cluster)}
              onClick={() => onSelect(cluster.hubs)}
            >
              {single ? null : <span aria-hidden="true">{cluster.hubs.length}</span>}
            </button>
          );
        })}
        {you && onMap(you) ? (
          <span className="hub-map__you" style={position(projectToMap(you))} aria-hidden="true">
            {t.you}
          </span>
        ) : null}
      </div>
      <figcaption className="muted">
        {t.caption}
        <a href="https://github.com/VictorCazanave/svg-maps/tree/master/packages/india">@svg-maps/india</a>
        {t.captionBy}
        <a href="https://mapsvg.com/maps/india">MapSVG</a>
        {t.captionLicence}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
        {t.captionEnd}
      </figcaption>
    </figure>
  );
}
