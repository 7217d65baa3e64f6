import type { ReactNode } from 'react';
import { Button } from './button';
import * as t from './alert.messages';
import './alert.css';

type AlertProps = { tone?: 'error' | 'success' | 'info'; title?: string; children: ReactNode; onRetry?: () => void; retryLabel?: string };

/** Errors are announced (role=alert); success and info politely (role=status). */
export function Alert({ tone = 'error', title, children, onRetry, retryLabel = t.tryAgain }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div>{children}</div>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="alert__retry">
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
