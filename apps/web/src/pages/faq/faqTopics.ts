import type { IconName } from '../../ui/icons';

export interface FaqTopic {
  /** Key of the question, answer and link label under `topics.` in the faq namespace. */
  id: string;
  icon: IconName;
  /** Page the answer points to, if any. */
  link?: string;
}

/** The questions, in the order players ask them; every figure is one of SPEC.md §9. */
export const FAQ_TOPICS = [
  { id: 'deposit', icon: 'deposit', link: '/pages/wallet/Deposit' },
  { id: 'depositTime', icon: 'clock', link: '/pages/wallet/DepositHistory' },
  { id: 'utr', icon: 'ticket' },
  { id: 'selfUtr', icon: 'refresh', link: '/pages/wallet/SelfUtrInfo' },
  { id: 'withdrawTime', icon: 'withdraw', link: '/pages/wallet/WithdrawHistory' },
  { id: 'wagering', icon: 'gamepad', link: '/pages/wallet/Withdraw' },
  { id: 'ifsc', icon: 'bank', link: '/pages/account/components/BankCard/BankCardList' },
  {
    id: 'withdrawPassword',
    icon: 'lock',
    link: '/pages/account/components/WithdrawalPassword/WithdrawalPassword',
  },
  { id: 'vip', icon: 'crown', link: '/pages/vip/Vip' },
  { id: 'age', icon: 'shield' },
] as const satisfies readonly FaqTopic[];

export type FaqTopicId = (typeof FAQ_TOPICS)[number]['id'];
