-- The back office's dashboard and reports (src/modules/reports/README.md): figures per platform
-- day computed from the ledger. A closed day is summed once by the reports.rollup job into
-- report_daily (its row in report_days, inserted in the same transaction, says it is done and
-- in which UTC offset it was counted); the days not rolled up yet (today, and any the job has not
-- reached) are summed from the ledger at read time through ledger_entries_created.
CREATE TABLE report_days (
  day date PRIMARY KEY,
  utc_offset_minutes integer NOT NULL,
  rolled_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One row per day, metric and campaign ('' but for bonus): the metric's amount and count.
CREATE TABLE report_daily (
  day date NOT NULL REFERENCES report_days (day),
  metric text NOT NULL,
  campaign text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT '',
  amount_paise bigint NOT NULL DEFAULT 0,
  count bigint NOT NULL DEFAULT 0,
  players bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, metric, campaign),
  CONSTRAINT report_daily_metric CHECK (metric IN ('deposit', 'withdrawal', 'stake', 'win', 'bonus', 'new_players', 'active_players'))
);
--> statement-breakpoint
-- Read-time sums of the days not rolled up, and the rollup's own scan of one day.
CREATE INDEX ledger_entries_created ON ledger_entries (created_at);
--> statement-breakpoint
-- The few house accounts, found without reading every wallet.
CREATE INDEX ledger_accounts_house ON ledger_accounts (id) WHERE kind = 'house';
--> statement-breakpoint
-- A bonus-expense entry's rewards (their sources are the campaigns).
CREATE INDEX rewards_ledger_transaction ON rewards (ledger_transaction_id) WHERE ledger_transaction_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX players_created ON players (created_at);
