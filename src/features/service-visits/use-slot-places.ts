// The places left in a hub's service slots of one day (asked once both are known), and the four slots as radio
// options: "N places left", a full one shown but not choosable (as the test-ride form shows them).
import { useCallback, useEffect, useState } from 'react';
import { SERVICE_SLOTS, serviceDateWindow, serviceVisitMessages as m, slotLabel, type ServiceSlot } from '@contract/service-visit-rules';
import type { ServiceSlotsResponse } from '@contract/service-visits';
import type { RadioOption } from '@/components/field';
import { useAppDispatch } from '@/lib/store/hooks';
import { fetchServiceSlots } from './service-visits-thunks';

type Places = ServiceSlotsResponse['data'];

export function useSlotPlaces(hub: string, date: string) {
  const dispatch = useAppDispatch();
  const key = /^\d+$/.test(hub) && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${hub} ${date}` : null;
  const [places, setPlaces] = useState<{ key: string; slots: Places } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!key) return;
    let live = true;
    const [h = '', day = ''] = key.split(' ');
    void dispatch(fetchServiceSlots(Number(h), day)).then((outcome) => {
      if (live && outcome.ok) setPlaces({ key, slots: outcome.data.filter((p) => p.date === day) });
    });
    return () => {
      live = false;
    };
  }, [dispatch, key, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  const known = places && places.key === key ? places.slots : null;
  const options: RadioOption[] = SERVICE_SLOTS.map((slot) => {
    const option = { value: slot, label: slotLabel(slot) };
    const left = known?.find((p) => p.slot === slot)?.left;
    if (left === undefined) return option;
    return left === 0 ? { ...option, description: 'Full', disabled: true } : { ...option, description: left === 1 ? '1 place left' : `${left} places left` };
  });
  return { options, refresh };
}

/** What is wrong with a chosen day and slot (the day within the service window, one of the four slots). */
export function slotChoiceErrors(date: string, slot: string, window = serviceDateWindow()): { date?: string; slot?: string } {
  const errors: { date?: string; slot?: string } = {};
  if (!date || date < window.min || date > window.max) errors.date = m.date;
  if (!isServiceSlot(slot)) errors.slot = m.slot;
  return errors;
}

export const isServiceSlot = (slot: string): slot is ServiceSlot => (SERVICE_SLOTS as readonly string[]).includes(slot);
