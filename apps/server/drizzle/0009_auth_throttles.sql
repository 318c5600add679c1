-- Password and withdrawal-password throttles: one row per key holding the times of the attempts
-- still inside its window (`attempts`), and of those whose check is still running (`pending`,
-- also in `attempts`). See apps/server/src/lib/attempts.ts.
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"pending" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_updated" ON "auth_throttles" USING btree ("updated_at");
--> statement-breakpoint
-- Addresses a player has logged in from: the account-wide and per-address throttles spare them.
CREATE INDEX "sessions_player_ip" ON "sessions" USING btree ("player_id","ip","created_at");
--> statement-breakpoint
-- Counts one attempt against every key, all or none: the rows are locked in key order, each
-- key's attempts are trimmed to its window and its pending checks to the last minute (a process
-- that died mid-check leaves one behind), and only when every key allows another attempt is one
-- appended to each, as pending. A key allows one when fewer than `limit` attempts are in its
-- window and either fewer than `free`, or the last is older than the progressive delay
-- (delay · 2^(n − free), capped). Returns 0 when counted; the seconds to wait when failures
-- alone refuse it; -1 when only checks still running do (the caller may ask again shortly).
CREATE OR REPLACE FUNCTION auth_attempt(
	p_keys text[],
	p_limits int[],
	p_windows int[],
	p_frees int[],
	p_delays double precision[],
	p_max_delays double precision[]
) RETURNS double precision
LANGUAGE plpgsql AS $$
DECLARE
	i int;
	idx int[];
	kept timestamptz[];
	running timestamptz[];
	n int;
	failed int;
	wait double precision := 0;
	busy boolean := false;
	since_last double precision;
	step double precision;
BEGIN
	-- Visit the keys in sorted order, so concurrent callers lock shared rows in the same order.
	SELECT array_agg(o ORDER BY p_keys[o]) INTO idx FROM generate_subscripts(p_keys, 1) o;
	FOR i IN SELECT unnest(idx) LOOP
		INSERT INTO auth_throttles (key) VALUES (p_keys[i]) ON CONFLICT (key) DO NOTHING;
		PERFORM 1 FROM auth_throttles WHERE key = p_keys[i] FOR UPDATE;
		SELECT coalesce(array_agg(a ORDER BY a), '{}') INTO kept
			FROM auth_throttles t, unnest(t.attempts) a
			WHERE t.key = p_keys[i] AND a > now() - make_interval(secs => p_windows[i]);
		SELECT coalesce(array_agg(a ORDER BY a), '{}') INTO running
			FROM auth_throttles t, unnest(t.pending) a
			WHERE t.key = p_keys[i] AND a > now() - interval '1 minute';
		n := cardinality(kept);
		failed := greatest(n - cardinality(running), 0);
		IF failed >= p_limits[i] THEN
			wait := greatest(wait, extract(epoch FROM kept[1] + make_interval(secs => p_windows[i]) - now()));
		ELSIF n >= p_limits[i] THEN
			busy := true;
		ELSIF n >= p_frees[i] THEN
			step := least(p_delays[i] * power(2, n - p_frees[i]), p_max_delays[i]);
			since_last := extract(epoch FROM now() - kept[n]);
			IF since_last < step THEN
				IF cardinality(running) > 0 THEN
					busy := true;
				ELSE
					wait := greatest(wait, step - since_last);
				END IF;
			END IF;
		END IF;
		UPDATE auth_throttles SET attempts = kept, pending = running WHERE key = p_keys[i];
	END LOOP;
	IF wait > 0 THEN
		RETURN greatest(wait, 1);
	END IF;
	IF busy THEN
		RETURN -1;
	END IF;
	UPDATE auth_throttles
		SET attempts = attempts || now(), pending = pending || now(), updated_at = now()
		WHERE key = ANY (p_keys);
	RETURN 0;
END
$$;
