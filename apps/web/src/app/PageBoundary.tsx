import { Component, type ReactNode } from 'react';
import { reportError } from '../lib/errorReporter';

interface PageBoundaryProps {
  /** What to show when the page failed; `retry` loads it again. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a page that failed to load or render, reports it, and offers the tap-to-reload view.
 * Set up in the constructor, without class fields: they would bring helper code to the first
 * screen (scripts/bench-web.mjs).
 */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean }> {
  constructor(props: PageBoundaryProps) {
    super(props);
    this.state = { failed: false };
    this.retry = this.retry.bind(this);
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, 'page');
  }

  private retry() {
    this.props.onRetry();
    this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
