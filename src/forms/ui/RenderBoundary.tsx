/**
 * Keeps a render error inside one item or one view: the rest of the form works, the host hears
 * of it. React catches render errors only in a class component, hence the one class here.
 */
import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after they threw. */
  fallback: ReactNode;
  onError(error: Error): void;
  children: ReactNode;
}

export class RenderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
