import { phonePrefixOf, type TUserInfo } from '@khel/contract';
import type { PlayerRow } from '../accounts';
import type { WalletState } from '../wallet';
import { toRupees } from '@khel/contract/money';

/** The player as the app shows them (docs/product.md §2 Account and Profile). */
export function toUserInfo(
  player: PlayerRow,
  wallet: WalletState,
  avatarUrl: string | null,
): TUserInfo {
  return {
    userId: String(player.id),
    nickname: player.nickname,
    avatar: avatarUrl,
    phone: player.phone,
    phonePrefix: player.phone ? phonePrefixOf(player.phone) : null,
    birthday: player.birthday,
    email: player.email,
    whatsapp: player.whatsapp,
    facebook: player.facebook,
    telegram: player.telegram,
    twitter: player.twitter,
    vipLevel: player.vipLevel,
    balance: toRupees(wallet.balancePaise),
    wagerRemaining: toRupees(wallet.wagerRemainingPaise),
    isGuest: player.isGuest,
    hasPassword: Boolean(player.passwordHash),
    hasWithdrawPassword: Boolean(player.withdrawPasswordHash),
    referralCode: player.referralCode,
    registeredAt: player.createdAt.toISOString(),
  };
}
