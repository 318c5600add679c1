-- The created_at BRIN of ledger entries (migration 0063) is summarized by the reports.rollup job
-- alone (brin_summarize_new_values, every 300 s, once across instances), as it already was on
-- PGlite. With autosummarize, every range of 32 pages the ledger filled asked autovacuum for a
-- work item; under load (a few thousand wallet operations a second) ranges filled faster than
-- autovacuum's queue of work items emptied, and PostgreSQL logged "request for BRIN range
-- summarization for index ... was not recorded" for each one it dropped: noise in an operator's
-- log, for ranges the job summarized anyway. A range not yet summarized is read whole by a query
-- of the index: at most the last five minutes of entries, which a report of today reads anyway.
ALTER INDEX ledger_entries_created SET (autosummarize = off);
