import { useId, useState, type KeyboardEvent } from 'react';
import { specRows, type SpecRow, type SpecSubject } from './bike-data';
import * as t from './spec.messages';

/** Tabs of the specification rows, by row label; a row in no group lands in the last tab, so none is ever lost. */
const groups: { name: string; labels: string[] }[] = [
  { name: t.performance, labels: [t.rangeClaimed, t.rangeByMode, t.topSpeed, t.motorPower, t.torque, t.acceleration, t.rideModes] },
  { name: t.batteryAndCharging, labels: [t.batteryCapacity, t.batteryType, t.removableBattery, t.standardCharging, t.fastCharging, t.regenerativeBraking] },
  { name: t.build, labels: [t.seatHeight, t.groundClearance, t.payload, t.waterAndDust, t.soundModes] },
  { name: t.priceAndWarranty, labels: [] },
];

export function groupSpecRows(rows: SpecRow[]): { name: string; rows: SpecRow[] }[] {
  const placed = new Set(groups.flatMap((g) => g.labels));
  return groups.map((g, i) => ({
    name: g.name,
    rows: i === groups.length - 1 ? rows.filter((r) => !placed.has(r.label)) : rows.filter((r) => g.labels.includes(r.label)),
  }));
}

/**
 * Every specification of one model in tabs (WAI-ARIA tabs: arrow keys, Home and End move between tabs).
 * All panels are in the HTML (hidden but the current one), so the prerendered page carries every figure.
 */
export function SpecTable({ bike }: { bike: SpecSubject }) {
  const id = useId();
  const tabs = groupSpecRows(specRows).filter((g) => g.rows.length);
  const [current, setCurrent] = useState(0);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setCurrent(index);
    document.getElementById(`${id}-tab-${index}`)?.focus();
  };

  return (
    <section className="spec-tabs" aria-label={t.specifications({ model: bike.name })}>
      <div className="spec-tabs__list" role="tablist" aria-label={t.specificationGroups}>
        {tabs.map((t, i) => (
          <button
            key={t.name}
            id={`${id}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === current}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            className="spec-tabs__tab"
            onClick={() => setCurrent(i)}
            onKeyDown={onKeyDown}
          >
            {t.name}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.name} id={`${id}-panel-${i}`} role="tabpanel" aria-labelledby={`${id}-tab-${i}`} hidden={i !== current} tabIndex={0} className="spec-tabs__panel">
          <table className="spec-table">
            <tbody>
              {t.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>
                    {row.cell ? row.cell(bike) : row.value(bike)}
                    {row.note?.(bike) ? <span className="spec-note">{row.note(bike)}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
