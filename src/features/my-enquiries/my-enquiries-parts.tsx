// Loading, error and empty states shared by the three "my enquiries" lists.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/loading-overlay';
import type { FamilyState } from '@/lib/store/family';

type ListStateProps<T> = {
  list: FamilyState<T[]>;
  what: string;
  onRetry: () => void;
  empty: { title: string; text: string; action: { label: string; href: string } };
  children: (items: T[]) => ReactNode;
};

/** The list while it loads, when it fails (with retry), when it is empty (with the way to make one), else the items. */
export function ListState<T>({ list, what, onRetry, empty, children }: ListStateProps<T>) {
  if (list.status === 'failed' && !list.data)
    return (
      <Alert title={`We could not load your ${what}.`} onRetry={onRetry}>
        {list.error}
      </Alert>
    );
  if (!list.data) return <Spinner label={`Loading your ${what}`} />;
  if (list.data.length === 0)
    return (
      <div className="card my-enquiries__empty">
        <h2>{empty.title}</h2>
        <p>{empty.text}</p>
        <Link className="btn btn--primary" to={empty.action.href}>
          {empty.action.label}
        </Link>
      </div>
    );
  return <>{children(list.data)}</>;
}
