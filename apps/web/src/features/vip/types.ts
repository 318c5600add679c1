/** The answer of /vip/getVipInfo and its level rows, as the contract defines them (docs/product.md §3). */
export type {
  TVipInfoResponse as VipInfo,
  TVipLevelConfig as VipLevelConfig,
} from '@khel/contract';
