// The upgrade's "order details" of the cart (SPEC §3–§4: kept under upgradeOrderDetails, removed by the full
// sign-out): the chassis, model and colour chosen on /upgradeproduct/, so /upgradeplaceorder/ survives a reload.
import { useEffect } from 'react';
import { keys, local, readJson, remove, writeJson } from '@/lib/storage';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectUpgradeCheck, selectUpgradeChoice, upgradeActions, type UpgradeChoice, type UpgradeSlice } from './upgrade-slice';
import { checkChassis } from './upgrade-thunks';

const isChoice = (v: unknown): v is UpgradeChoice =>
  typeof v === 'object' && v !== null && ['chassis', 'model', 'colour'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

export function storeChoice(choice: UpgradeChoice): void {
  writeJson(local(), keys.upgradeOrderDetails, choice);
}

export function forgetChoice(): void {
  remove(local(), keys.upgradeOrderDetails);
}

function storedChoice(): UpgradeChoice | null {
  const value = readJson<unknown>(local(), keys.upgradeOrderDetails);
  return isChoice(value) ? value : null;
}

/** The choice and its check: taken back from storage after a reload, and the chassis checked again for fresh sums. */
export function useUpgradeChoice() {
  const dispatch = useAppDispatch();
  const choice = useAppSelector((s: UpgradeSlice) => selectUpgradeChoice(s));
  const check = useAppSelector((s: UpgradeSlice) => selectUpgradeCheck(s));
  const checked = check.status === 'succeeded' ? check.data?.trade_in.chassis : undefined;
  useEffect(() => {
    if (!choice) {
      const stored = storedChoice();
      if (stored) dispatch(upgradeActions.chosen(stored));
    } else if (check.status === 'idle' || (check.status === 'succeeded' && checked !== choice.chassis)) void dispatch(checkChassis(choice.chassis));
  }, [dispatch, choice, check.status, checked]);
  const retry = () => {
    if (choice) void dispatch(checkChassis(choice.chassis));
  };
  return { choice, check, retry };
}
