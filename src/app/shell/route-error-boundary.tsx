import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import * as t from './messages';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** One per route: a crash shows a message and a retry instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Screen failed to render:', error.message, info.componentStack);
  }

  retry = () => {
    // A failed chunk download (after a deploy or a dropped connection) needs a fresh page.
    if (/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(this.state.error?.message ?? '')) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page container narrow">
        <h1>{t.pageFailedTitle}</h1>
        <Alert onRetry={this.retry} title={t.pageFailedAlert}>
          Check your internet connection and try again. If it keeps happening, go back to the home page.
        </Alert>
      </div>
    );
  }
}
