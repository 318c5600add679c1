import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A part whose code did not download (no network) says so with Try again, in its own place:
 * without a boundary React would take the whole game page down. Set up in the constructor, not
 * with class fields, which would bring helper code into the first chunk.
 */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PartFailed
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <p className="form-error part-failed" role="alert">
      {t('errors.NETWORK')}{' '}
      <button type="button" className="link-btn" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </p>
  );
}

/** Where a part shows while its code downloads: a small spinner, in its place. */
export function PartLoading() {
  const t = useT();
  return (
    <p className="hint part-loading" role="status" aria-busy="true">
      <span className="spinner spinner--small" aria-hidden="true" />
      {t('state.loading')}
    </p>
  );
}

/**
 * A part of a game page that loads its code when first shown (the auto-bet panel, sheets,
 * Crash's round seeds), so a page's first load carries only what its first paint needs
 * (docs/architecture.md §7, 75 KB goal). It shows `PartLoading` meanwhile (or `loading`),
 * and a download that failed can be tried again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: ReactNode = <PartLoading />,
): ComponentType<P> {
  // A new lazy component per attempt: React.lazy keeps a failed load for good.
  const attempt = () => lazy(() => load().then((part) => ({ default: part })));
  let current = attempt();
  return function LazyPart(props: P) {
    const [Part, setPart] = useState(() => current);
    const handleRetry = () => {
      current = attempt();
      setPart(() => current);
    };
    return (
      <PartBoundary onRetry={handleRetry}>
        <Suspense fallback={loading}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
