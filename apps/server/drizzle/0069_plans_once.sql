-- Plans made once per connection instead of once per call (docs/architecture.md §3, "Plans").
-- provider_batch's statements take arrays built in the function (unnest(o_prov, o_round), ...).
-- PL/pgSQL keeps a statement's plan but, with parameters, plans it again for their values
-- ("custom" plans) as long as those look cheaper than the one plan for any values; unnest of a
-- known array has a row estimate of its length, so they always did, and every batch planned its
-- ~20 statements anew (perf of bench:games: a fifth of PostgreSQL's CPU). The one plan for any
-- values is the right one here (index probes in nested loops: migration 0067 allows no other).
ALTER FUNCTION provider_batch(jsonb, jsonb, float8, timestamptz)
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- The platform's UTC offset, as in migration 0024, in PL/pgSQL: a SQL function that is not
-- inlined (its body has a subquery) is planned again by every statement that calls it, and
-- provider_batch and the ranking trigger call it once per batch; PL/pgSQL keeps the plan.
CREATE OR REPLACE FUNCTION platform_utc_offset() RETURNS interval LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN coalesce(
    (SELECT make_interval(mins => (CASE WHEN m[1] = '-' THEN -1 ELSE 1 END)
                                  * (m[2]::int * 60 + m[3]::int))
     FROM app_settings s, regexp_match(s.value #>> '{}', '^([+-])(\d{2}):?(\d{2})$') m
     WHERE s.key = 'timezone' AND m IS NOT NULL),
    make_interval(mins => 330));
END;
$$;
