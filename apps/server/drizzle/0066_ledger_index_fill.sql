-- The ledger is only ever appended (docs/architecture.md §3): the ids of ledger_transactions and
-- ledger_entries, and an entry's transaction_id, rise with each insert, so these three btrees grow
-- at their right edge and a page, once left behind, never takes another key. The default 90% fill
-- of a right-edge split kept a tenth of each page free for inserts that never come, about 6 of a
-- bet's bytes. Full pages instead; the btrees whose keys arrive in no order (by account, by
-- player, the idempotency keys) keep the default. Pages written before keep their fill.
ALTER INDEX ledger_transactions_pkey SET (fillfactor = 100);
--> statement-breakpoint
ALTER INDEX ledger_entries_pkey SET (fillfactor = 100);
--> statement-breakpoint
ALTER INDEX ledger_entries_transaction SET (fillfactor = 100);
