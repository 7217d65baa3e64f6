import { Button } from '@/components/button';
import { SelectField, TextField } from '@/components/field';
import type { GeoStatus } from './use-hub-finder';
import type { Option } from './hub-search';

const geoMessages: Record<GeoStatus, string> = {
  idle: '',
  locating: 'Finding your location…',
  located: 'Showing the nearest hubs first. Your location is used only in this browser and is not sent to us.',
  denied: 'We could not use your location because permission was not given. You can still choose a state and city, or search by name, area or pincode.',
  unavailable: 'Your location is not available right now. Choose a state and city, or search by name, area or pincode instead.',
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
      <div className="hub-filters" role="search" aria-label="Find a hub">
        <SelectField
          label="State"
          name="state"
          value={filters.stateId}
          disabled={!ready}
          placeholder="All states"
          options={stateOptions}
          onChange={(e) => onState(e.target.value)}
        />
        <SelectField
          label="City"
          name="city"
          value={filters.cityId}
          disabled={!ready || !filters.stateId}
          placeholder={filters.stateId ? 'All cities' : 'Choose a state first'}
          options={cityOptions}
          onChange={(e) => onCity(e.target.value)}
        />
        <TextField label="Search" name="q" type="search" hint="Hub name, area or pincode" value={filters.query} onChange={(e) => onQuery(e.target.value)} />
        <div className="hub-filters__locate">
          <Button variant="secondary" busy={geo === 'locating'} onClick={onLocate}>
            Use my location
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
