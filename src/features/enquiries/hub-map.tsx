import type { MouseEvent } from 'react';
import type { ServiceCentre } from '@contract/reference';
import type { LatLng } from './enquiry-helpers';

// India's bounding box on a plain equirectangular projection: one unit per 0.1 degree. No tiles or
// map scripts, so the page works offline and loads nothing from third parties.
const BOUNDS = { north: 37, south: 6, west: 68, east: 98 } as const;
const SCALE = 10;
const WIDTH = (BOUNDS.east - BOUNDS.west) * SCALE;
const HEIGHT = (BOUNDS.north - BOUNDS.south) * SCALE;

export function project({ lat, lng }: LatLng): { x: number; y: number } {
  return { x: (lng - BOUNDS.west) * SCALE, y: (BOUNDS.north - lat) * SCALE };
}

const inBounds = ({ lat, lng }: LatLng) => lat >= BOUNDS.south && lat <= BOUNDS.north && lng >= BOUNDS.west && lng <= BOUNDS.east;

const parallels = [10, 15, 20, 25, 30, 35];
const meridians = [70, 75, 80, 85, 90, 95];

type Props = {
  hubs: ServiceCentre[];
  /** Ids of the hubs that match the filters: drawn highlighted and on top. */
  matching: Set<number>;
  selectedId: number | null;
  onSelect: (hub: ServiceCentre) => void;
  /** Accessible name of a dot, e.g. "Revolt Service Hub Andheri, Mumbai". */
  label: (hub: ServiceCentre) => string;
  you?: LatLng | null;
};

export function HubMap({ hubs, matching, selectedId, onSelect, label, you }: Props) {
  const drawn = hubs.filter(inBounds);
  // Highlighted and selected dots last, so they sit on top of the others.
  const ordered = [...drawn].sort((a, b) => rank(a) - rank(b));
  function rank(h: ServiceCentre) {
    return (h.id === selectedId ? 2 : 0) + (matching.has(h.id) ? 1 : 0);
  }
  const here = you && inBounds(you) ? project(you) : null;

  return (
    <figure className="hub-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="group" aria-label="Map of Revolt hubs in India" className="hub-map__svg">
        <g aria-hidden="true" className="hub-map__grid">
          <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="12" className="hub-map__sea" />
          {parallels.map((lat) => (
            <g key={`lat-${lat}`}>
              <line x1="0" x2={WIDTH} y1={project({ lat, lng: BOUNDS.west }).y} y2={project({ lat, lng: BOUNDS.west }).y} />
              <text x="6" y={project({ lat, lng: BOUNDS.west }).y - 4}>{lat}°N</text>
            </g>
          ))}
          {meridians.map((lng) => (
            <g key={`lng-${lng}`}>
              <line y1="0" y2={HEIGHT} x1={project({ lat: BOUNDS.south, lng }).x} x2={project({ lat: BOUNDS.south, lng }).x} />
              <text x={project({ lat: BOUNDS.south, lng }).x + 4} y={HEIGHT - 8}>
                {lng}°E
              </text>
            </g>
          ))}
        </g>
        {ordered.map((hub) => {
          const { x, y } = project(hub);
          const state = hub.id === selectedId ? 'is-selected' : matching.has(hub.id) ? 'is-match' : 'is-other';
          return (
            <a
              key={hub.id}
              href={`#hub-${hub.id}`}
              aria-label={label(hub)}
              className={`hub-map__hub ${state}`}
              onClick={(e: MouseEvent) => {
                e.preventDefault();
                onSelect(hub);
              }}
            >
              {/* A transparent circle makes the target at least 24 px wide at the map's smallest size. */}
              <circle cx={x} cy={y} r="14" className="hub-map__target" />
              <circle cx={x} cy={y} r={state === 'is-other' ? 5 : 7} className="hub-map__dot" />
            </a>
          );
        })}
        {here ? (
          <g className="hub-map__you" aria-hidden="true">
            <circle cx={here.x} cy={here.y} r="8" />
            <text x={here.x + 12} y={here.y + 5}>
              You
            </text>
          </g>
        ) : null}
      </svg>
      <figcaption className="muted">
        Red dots are hubs that match your choices, grey dots the others. Select a dot to see that hub’s details.
      </figcaption>
    </figure>
  );
}
