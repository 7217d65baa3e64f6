// Choosing a hub that takes upgrades: the state and city of the upgrade list (GET /common/getallstatelist_upgrade),
// then a hub of that city. The owner's /upgradeplaceorder/ and the call centre's /upgradeccsupport both ask for it.
import { useEffect, useMemo } from 'react';
import { loadUpgradeStateList, selectUpgradeStateList, type ReferenceSlice } from '@/lib/reference-data';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Alert } from './alert';
import { SelectField } from './field';
import { HubField, useCityHubs } from './hub-field';

export type UpgradeHubValue = { state: string; city: string; dealer_id: string };

type Props = {
  value: UpgradeHubValue;
  errors?: Partial<Record<keyof UpgradeHubValue, string>>;
  onChange: (patch: Partial<UpgradeHubValue>) => void;
};

export function UpgradeHubFields({ value, errors = {}, onChange }: Props) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s: ReferenceSlice) => selectUpgradeStateList(s));
  useEffect(() => {
    void dispatch(loadUpgradeStateList());
  }, [dispatch]);
  const hubSource = useCityHubs(value.city);
  const states = useMemo(() => list.data?.data ?? [], [list.data]);
  const cities = states.find((s) => s.state_id === value.state)?.cities ?? [];
  if (list.status === 'failed')
    return (
      <Alert title="We could not load the hubs that take upgrades." onRetry={() => void dispatch(loadUpgradeStateList())}>
        {list.error}
      </Alert>
    );
  const loading = list.status !== 'succeeded';
  return (
    <>
      <SelectField
        label="State"
        name="state"
        required
        value={value.state}
        error={errors.state}
        disabled={loading}
        hint={loading ? 'Loading the states…' : 'Only states with a hub that takes upgrades are listed.'}
        placeholder="Choose a state"
        options={states.map((s) => ({ value: s.state_id, label: s.state_name }))}
        onChange={(e) => onChange({ state: e.target.value, city: '', dealer_id: '' })}
      />
      <SelectField
        label="City"
        name="city"
        required
        value={value.city}
        error={errors.city}
        disabled={loading || !value.state}
        placeholder={value.state ? 'Choose a city' : 'Choose a state first'}
        options={cities.map((c) => ({ value: c.city_id, label: c.city_name }))}
        onChange={(e) => onChange({ city: e.target.value, dealer_id: '' })}
      />
      <HubField
        label="Upgrade hub"
        city={value.city}
        source={hubSource}
        value={value.dealer_id}
        error={errors.dealer_id}
        onChange={(dealer_id) => onChange({ dealer_id })}
        noHubHelp="and we will find an upgrade hub for you."
      />
    </>
  );
}
