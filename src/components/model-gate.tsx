// The model a model screen shows (/product/:id, /product-pricing/:id), or what to show instead: a retired model's
// "no longer sold" (the server answered 410), not found, or the wait for the catalogue check when the id is not a
// content model (one added in the back office appears once the check answers), with a retry when the check failed.
import type { ReactNode } from 'react';
import { findBike } from '@/content/bikes';
import { fromBike, useLineupModel, type LineupModel } from '@/lib/lineup';
import { Alert } from './alert';
import { Spinner } from './loading-overlay';
import { NotFoundView } from './not-found-view';
import { RetiredModelView } from './retired-model-view';
import * as t from './model-gate.messages';

export function useShownModel(id: string, path: string): { model: LineupModel | undefined; gate: ReactNode } {
  const lineup = useLineupModel(id);
  const known = findBike(id);
  // A content model off sale for now keeps its pages (prices then say they could not load).
  const model = lineup.retired ? undefined : (lineup.model ?? (known ? fromBike(known) : undefined));
  if (lineup.retired) return { model, gate: <RetiredModelView name={lineup.retired.name} path={path} /> };
  if (model) return { model, gate: null };
  if (lineup.settled) return { model, gate: <NotFoundView /> };
  return {
    model,
    gate: lineup.failed ? (
      <div className="page container">
        <Alert title={t.loadFailed} onRetry={lineup.retry}>
          {t.checkConnection}
        </Alert>
      </div>
    ) : (
      <div className="page container" aria-busy="true">
        <Spinner label={t.loading} />
      </div>
    ),
  };
}
