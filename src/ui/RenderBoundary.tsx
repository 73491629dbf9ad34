/**
 * Keeps a render error inside one part of a view (an item, a page, a panel's body): the rest
 * works, the host hears of it. A fallback given as a function gets `retry`, which renders the
 * children again, and a lazy view (src/ui/lazy.ts) whose chunk failed loads it again. React
 * catches render errors only in a class component, hence the one class here.
 */
import { Component } from 'react';
import type { ReactNode } from 'react';
import { renewFailedViews } from './lazy';

interface Props {
  /** Shown instead of the children after they threw. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  onError(error: Error): void;
  children: ReactNode;
}

export class RenderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // The failure is shown: a lazy view that failed to load may now load again (Retry, a remount).
    renewFailedViews();
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render(): ReactNode {
    const { fallback, children } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function' ? fallback(() => this.setState({ failed: false })) : fallback;
  }
}
