import type { IconName } from '../../ui/icons';
import { PATHS, type AppPath } from '../../router/paths';

export interface FaqTopic {
  /** Key of the question, answer and link label under `topics.` in the faq namespace. */
  id: string;
  icon: IconName;
  /** Page the answer points to, if any. */
  link?: AppPath;
}

/** The questions, in the order players ask them; every figure is one of docs/product.md §9. */
export const FAQ_TOPICS = [
  { id: 'deposit', icon: 'deposit', link: PATHS.deposit },
  { id: 'depositTime', icon: 'clock', link: PATHS.depositHistory },
  { id: 'utr', icon: 'ticket' },
  { id: 'selfUtr', icon: 'refresh', link: PATHS.selfUtrInfo },
  { id: 'withdrawTime', icon: 'withdraw', link: PATHS.withdrawHistory },
  { id: 'wagering', icon: 'gamepad', link: PATHS.withdraw },
  { id: 'ifsc', icon: 'bank', link: PATHS.bankCardList },
  {
    id: 'withdrawPassword',
    icon: 'lock',
    link: PATHS.withdrawalPassword,
  },
  { id: 'vip', icon: 'crown', link: PATHS.vip },
  { id: 'age', icon: 'shield' },
] as const satisfies readonly FaqTopic[];

export type FaqTopicId = (typeof FAQ_TOPICS)[number]['id'];
