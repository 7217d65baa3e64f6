import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import type { GeoStatus } from './use-hub-finder';
import type { Option } from './hub-search';
import * as t from './locate.messages';

const geoMessages: Record<GeoStatus, string> = {
  idle: '',
  locating: t.geoLocating,
  located: t.geoLocated,
  denied: t.geoDenied,
  unavailable: t.geoUnavailable,
};

type Props = {
  ready: boolean;
  filters: { stateId: string; cityId: string; query: string };
  stateOptions: Option[];
  cityOptions: Option[];
  onState: (id: string) => void;
  onCity: (id: string) => void;
  onQuery: (query: string) => void;
  geo: GeoStatus;
  onLocate: () => void;
  countText: string;
};

/** The locator's search: state, city, free text and "use my location", with what they found. */
export function HubFilters({ ready, filters, stateOptions, cityOptions, onState, onCity, onQuery, geo, onLocate, countText }: Props) {
  return (
    <>
      <div className="hub-filters" role="search" aria-label={t.crumb}>
        <SelectField
          label={t.state}
          name="state"
          value={filters.stateId}
          disabled={!ready}
          placeholder={t.allStates}
          options={stateOptions}
          onChange={(e) => onState(e.target.value)}
        />
        <SelectField
          label={t.city}
          name="city"
          value={filters.cityId}
          disabled={!ready || !filters.stateId}
          placeholder={filters.stateId ? t.allCities : t.chooseStateFirst}
          options={cityOptions}
          onChange={(e) => onCity(e.target.value)}
        />
        <TextField label={t.search} name="q" type="search" hint={t.searchHint} value={filters.query} onChange={(e) => onQuery(e.target.value)} />
        <div className="hub-filters__locate">
          <Button variant="secondary" busy={geo === 'locating'} onClick={onLocate}>
            {t.useMyLocation}
          </Button>
        </div>
      </div>
      <p role="status" className="hub-geo">
        {geoMessages[geo]}
      </p>
      <p role="status" className="hub-count">
        {countText}
      </p>
    </>
  );
}
