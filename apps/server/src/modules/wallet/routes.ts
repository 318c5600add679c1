import { API_PATHS, balanceRecordsEndpoint, text } from '@khel/contract';
import { sandboxToolsGuard } from '@khel/psp-sandbox';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { invalidInput, registerEndpoint } from '../../plugins/api';
import { readTimezone } from '../app-config';
import { findPlayerById } from '../accounts';
import { readWallet, type AccountDirectory } from './accounts';
import { parseRupees, toRupees } from '@khel/contract/money';
import { listBalanceRecords } from './records';
import { creditSandboxMoney } from './sandbox-credit';

const ZCredit = z.object({
  playerId: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int().positive()),
  amount: z.union([z.number(), z.string()]),
  reference: text().min(1).max(64),
});

export function walletRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    accounts: AccountDirectory;
    sandbox: boolean;
    /** SANDBOX_TOOLS_TOKEN: dev credit needs it, or loopback without it. */
    toolsToken: string | undefined;
  },
) {
  registerEndpoint(app, balanceRecordsEndpoint, async (input, req) =>
    listBalanceRecords(deps.db, deps.accounts, {
      playerId: req.player!.player.id,
      type: input.type,
      range: input.range,
      cursor: input.cursor,
      pageSize: input.pageSize,
      timezone: await readTimezone(deps.db),
    }),
  );

  // Sandbox money for tests and demos; this route does not exist outside sandbox mode, and in it
  // answers only loopback or the sandbox tools token.
  if (!deps.sandbox) return;
  app.post(
    API_PATHS.devCredit,
    { onRequest: sandboxToolsGuard(deps.toolsToken) },
    async (request) => {
      const parsed = ZCredit.safeParse(request.body);
      if (!parsed.success) throw invalidInput(parsed.error);
      const amount = parseRupees(parsed.data.amount);
      if (!amount.ok) throw new AppError('badRequest', `Invalid amount: ${amount.reason}`);
      if (!(await findPlayerById(deps.db, parsed.data.playerId)))
        throw new AppError('notFound', 'No such player');
      await creditSandboxMoney(deps.db, deps.accounts, {
        playerId: parsed.data.playerId,
        amountPaise: amount.paise,
        reference: parsed.data.reference,
      });
      const { balancePaise } = await readWallet(deps.db, parsed.data.playerId);
      return { state: '200', resultData: { balance: toRupees(balancePaise) } };
    },
  );
}
