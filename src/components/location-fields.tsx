import { useEffect, useMemo } from 'react';
import { placeForPincode } from '@/lib/pincode-place';
import { loadStateList, selectStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Alert } from './alert';
import { PincodeField, SelectField } from './field';
import * as t from './location-fields.messages';

export type LocationValue = { state: string; city: string; area: string };
type Props = {
  value: LocationValue;
  onChange: (value: LocationValue, pincode?: string) => void;
  errors?: Partial<Record<keyof LocationValue, string>>;
  required?: boolean;
  /** false: state and city only (area stays ''). */
  showArea?: boolean;
};

/** State, city and nearest area from the cached state-city-hub list; picking an area suggests its pincode. */
export function LocationFields({ value, onChange, errors = {}, required = true, showArea = true }: Props) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: ReferenceSlice) => selectStateList(s));
  useEffect(() => {
    void dispatch(loadStateList());
  }, [dispatch]);

  const states = useMemo(() => list.data ?? [], [list.data]);
  const cities = useMemo(() => states.find((s) => s.state_id === value.state)?.cities ?? [], [states, value.state]);
  const hubs = useMemo(() => cities.find((c) => c.city_id === value.city)?.hubs ?? [], [cities, value.city]);

  if (list.status === 'failed')
    return (
      <Alert onRetry={() => void dispatch(loadStateList())} title={t.listFailed}>
        {list.error}
      </Alert>
    );
  const loading = list.status !== 'succeeded';
  return (
    <>
      <SelectField
        label={t.state}
        name="state"
        required={required}
        value={value.state}
        error={errors.state}
        disabled={loading}
        hint={loading ? t.loadingStates : undefined}
        placeholder={t.chooseState}
        options={states.map((s) => ({ value: s.state_id, label: s.state_name }))}
        onChange={(e) => onChange({ state: e.target.value, city: '', area: '' })}
      />
      <SelectField
        label={t.city}
        name="city"
        required={required}
        value={value.city}
        error={errors.city}
        disabled={loading || !value.state}
        placeholder={value.state ? t.chooseCity : t.chooseStateFirst}
        options={cities.map((c) => ({ value: c.city_id, label: c.city_name }))}
        onChange={(e) => onChange({ ...value, city: e.target.value, area: '' })}
      />
      {showArea ? (
        <SelectField
          label={t.area}
          name="area"
          required={required}
          value={value.area}
          error={errors.area}
          disabled={loading || !value.city}
          placeholder={value.city ? t.chooseArea : t.chooseCityFirst}
          options={hubs.map((h) => ({ value: h.area_id, label: h.area_name }))}
          onChange={(e) => {
            const hub = hubs.find((h) => h.area_id === e.target.value);
            onChange({ ...value, area: e.target.value }, hub?.pincode);
          }}
        />
      ) : null}
    </>
  );
}

export type PlaceValue = LocationValue & { pincode: string };

/**
 * Pincode, state, city and nearest area. A pincode typed first fills the state, city and area it names
 * (lib/pincode-place.ts), which stay free to change; once any of them is chosen, a pincode changes nothing else.
 * Picking an area suggests its pincode only while the pincode is empty, so a typed one is never overwritten;
 * `cityChanged` lets a form clear what depends on the city.
 */
export function PlaceFields({
  value,
  errors = {},
  onChange,
  required = true,
  showArea = true,
}: {
  value: PlaceValue;
  errors?: Partial<Record<keyof PlaceValue, string>>;
  onChange: (patch: Partial<PlaceValue>, cityChanged: boolean) => void;
  required?: boolean;
  /** false: state and city only (the pincode still fills them; area stays ''). */
  showArea?: boolean;
}) {
  const states = useAppSelector((s: ReferenceSlice) => selectStateList(s)).data;
  const untouched = !value.state && !value.city && !value.area;
  return (
    <>
      <PincodeField
        value={value.pincode}
        error={errors.pincode}
        required={required}
        hint={showArea ? t.pincodeFillsAll : t.pincodeFillsCity}
        onValue={(pincode) => {
          const found = untouched && states ? placeForPincode(states, pincode) : null;
          const place = found && !showArea ? { state: found.state, city: found.city } : found;
          onChange({ pincode, ...(place ?? {}) }, Boolean(place?.city));
        }}
      />
      <LocationFields
        value={{ state: value.state, city: value.city, area: value.area }}
        errors={errors}
        required={required}
        showArea={showArea}
        onChange={(loc, pincode) => onChange({ ...loc, ...(pincode && !value.pincode ? { pincode } : {}) }, loc.city !== value.city)}
      />
    </>
  );
}
