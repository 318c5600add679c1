/** The wallet feature's public entry: what other features use (see docs/architecture.md, Web). */
export { ActionBar } from './ActionBar';
export { CopyButton } from './CopyButton';
export { DetailList, type DetailItem } from './DetailList';
export { ORDER_POLL_MS, useOrderHistory } from './orderHistory';
export { Panel } from './Panel';
export { RecordSkeleton } from './RecordSkeleton';
export { StatusBadge, type StatusTone } from './StatusBadge';
export { useSubmit } from './useSubmit';
