-- Rankings' totals updated in place (docs/architecture.md §3, src/modules/rankings README).
-- Every settled round raises its player's three totals; with the ranking order held by an index
-- on the total, each raise wrote a new row version and two index entries (the key's and the
-- order's), three times per bet. Without it, a raise touches no indexed column, so PostgreSQL
-- updates the row on its own page (a HOT update: no index entry) where the page has room, which
-- a fill factor of 70 keeps. The order is made when the standings are read (every 5 s per
-- instance and period: the period's rows by the primary key, sorted), not on every bet.
DROP INDEX ranking_totals_order;
--> statement-breakpoint
ALTER TABLE ranking_totals SET (fillfactor = 70);
