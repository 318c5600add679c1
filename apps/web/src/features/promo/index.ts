/** The promo feature's public entry: what other features use (see docs/architecture.md, Web). */
export { INVITEES_PER_REWARD, REWARD_PAYOUT_TIME, REWARD_PAYOUT_ZONE } from './constants';
export { RecordList } from './RecordList';
export { useAction } from './runAction';
export { TermsList } from './TermsList';
export { FigureGrid } from './FigureGrid';
export { PromoSection } from './PromoSection';
