-- Ledger entries are only ever appended, stamped with their transaction's start, so their
-- created_at rises with their place in the table: a BRIN index (a few bytes per 32 pages) finds a
-- day's entries for the reports (src/modules/reports/README.md) as well as the btree of 0046 did,
-- which cost about 44 bytes per two-leg transaction (docs/architecture.md §3). A range of pages is
-- searchable once summarized: by autovacuum on PostgreSQL (autosummarize) and by every run of the
-- reports.rollup job (brin_summarize_new_values), which PGlite, without autovacuum, relies on.
DROP INDEX ledger_entries_created;
--> statement-breakpoint
CREATE INDEX ledger_entries_created ON ledger_entries USING brin (created_at) WITH (pages_per_range = 32, autosummarize = on);
