import type { Bike } from '@/content/bikes';
import { specRows } from './bike-data';

/** Every specification of one model, as on the model page and the configurator. */
export function SpecTable({ bike }: { bike: Bike }) {
  return (
    <div className="table-scroll" role="region" aria-label={`${bike.name} specifications`} tabIndex={0}>
      <table className="spec-table">
        <tbody>
          {specRows.map((row) => {
            const note = row.note?.(bike);
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>
                  {row.value(bike)}
                  {note ? <span className="spec-note">{note}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
