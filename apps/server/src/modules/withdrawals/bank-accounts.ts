import type { TBankAccount } from '@khel/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { PlayerRow } from '../accounts';
import { bankNameFor } from './banks';
import * as store from './bank-store';
import { maskAccountNumber, rowId } from './format';
import { assertWithdrawPassword } from './password';
import { readWithdrawSettings } from './settings';

/**
 * Withdraw accounts (BankCard pages). Every change needs the withdrawal password; a player has
 * exactly one default account whenever they have any; deleted accounts are kept (soft delete) so
 * past withdrawals still name them.
 */

export interface BankAccountFields {
  holderName: string;
  accountNumber: string;
  ifsc: string;
  accountType: 'savings' | 'current';
  isDefault: boolean;
  withdrawPassword: string;
}

export const NO_SUCH_ACCOUNT = 'This withdraw account does not exist';

export const toBankAccount = (row: store.BankAccountRow): TBankAccount => ({
  id: String(row.id),
  holderName: row.holderName,
  accountNumber: maskAccountNumber(row.accountNumber),
  ifsc: row.ifsc,
  bankName: row.bankName,
  accountType: row.accountType as TBankAccount['accountType'],
  isDefault: row.isDefault,
  createTime: row.createdAt.toISOString(),
});

export async function listBankAccounts(db: Db, options: { playerId: number }) {
  const [rows, settings] = await Promise.all([
    store.listLiveAccounts(db, options.playerId),
    readWithdrawSettings(db),
  ]);
  return { list: rows.map(toBankAccount), max: settings.maxAccounts };
}

const checkPassword = (db: Db, player: PlayerRow, password: string) =>
  assertWithdrawPassword(db, { playerId: player.id, hash: player.withdrawPasswordHash, password });

async function assertNewNumber(tx: Db, playerId: number, number: string, except?: bigint) {
  if (await store.findSameNumber(tx, playerId, number, except)) {
    throw new AppError('conflict', 'This account number is already saved');
  }
}

const detailsOf = (input: BankAccountFields) => ({
  holderName: input.holderName,
  accountNumber: input.accountNumber,
  ifsc: input.ifsc,
  bankName: bankNameFor(input.ifsc),
  accountType: input.accountType,
});

export async function addBankAccount(
  db: Db,
  options: { player: PlayerRow; input: BankAccountFields },
) {
  const { player, input } = options;
  await checkPassword(db, player, input.withdrawPassword);
  const { maxAccounts } = await readWithdrawSettings(db);
  const row = await db.transaction(async (tx) => {
    await store.lockPlayer(tx, player.id);
    const existing = await store.listLiveAccounts(tx, player.id);
    if (existing.length >= maxAccounts) {
      throw new AppError('badRequest', 'You can keep at most {max} withdraw accounts', {
        max: maxAccounts,
      });
    }
    await assertNewNumber(tx, player.id, input.accountNumber);
    const added = await store.insertAccount(tx, { playerId: player.id, ...detailsOf(input) });
    if (existing.length === 0 || input.isDefault) await store.makeDefault(tx, player.id, added.id);
    return store.findLiveAccount(tx, player.id, added.id);
  });
  return toBankAccount(row!);
}

export async function updateBankAccount(
  db: Db,
  options: { player: PlayerRow; id: string; input: BankAccountFields },
) {
  const { player, input } = options;
  const id = rowId(options.id);
  await checkPassword(db, player, input.withdrawPassword);
  const row = await db.transaction(async (tx) => {
    await store.lockPlayer(tx, player.id);
    if (!(await store.findLiveAccount(tx, player.id, id))) {
      throw new AppError('notFound', NO_SUCH_ACCOUNT);
    }
    await assertNewNumber(tx, player.id, input.accountNumber, id);
    await store.updateAccount(tx, id, detailsOf(input));
    // Unticking "default" does not leave the player without one: choose another instead.
    if (input.isDefault) await store.makeDefault(tx, player.id, id);
    return store.findLiveAccount(tx, player.id, id);
  });
  return toBankAccount(row!);
}

/**
 * Checks the withdrawal password, then runs `change` on one of the player's live accounts with
 * the player locked (so the default and the cap stay right under concurrent changes).
 */
async function changeAccount(
  db: Db,
  options: { player: PlayerRow; id: string; withdrawPassword: string },
  change: (tx: Db, account: store.BankAccountRow) => Promise<void>,
) {
  const { player } = options;
  const id = rowId(options.id);
  await checkPassword(db, player, options.withdrawPassword);
  await db.transaction(async (tx) => {
    await store.lockPlayer(tx, player.id);
    const account = await store.findLiveAccount(tx, player.id, id);
    if (!account) throw new AppError('notFound', NO_SUCH_ACCOUNT);
    await change(tx, account);
  });
  return listBankAccounts(db, { playerId: player.id });
}

export const deleteBankAccount = (
  db: Db,
  options: { player: PlayerRow; id: string; withdrawPassword: string },
) =>
  changeAccount(db, options, async (tx, account) => {
    await store.updateAccount(tx, account.id, { deletedAt: new Date(), isDefault: false });
    if (account.isDefault) await store.promoteNewest(tx, options.player.id);
  });

export const setDefaultBankAccount = (
  db: Db,
  options: { player: PlayerRow; id: string; withdrawPassword: string },
) =>
  changeAccount(db, options, (tx, account) => store.makeDefault(tx, options.player.id, account.id));
