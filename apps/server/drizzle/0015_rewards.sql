-- The bonus engine (src/modules/rewards): one row per reward a player is given. A reward is
-- claimed once: the conditional update of its status and its ledger posting (keyed by the
-- reward id) happen in one transaction. `source` names what it was given for (a level, a
-- period, a campaign) and is unique per player, so a grant repeated by a re-run job or a
-- retried request gives nothing twice.
CREATE TABLE rewards (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL,
  source text NOT NULL,
  record_type text NOT NULL,
  amount_paise bigint NOT NULL,
  -- amount (plus capital where a promotion says so) x multiple, rounded up: added to the
  -- player's wager requirement when the reward is claimed.
  wager_multiple_hundredths integer NOT NULL,
  wager_capital_paise bigint NOT NULL DEFAULT 0,
  wager_paise bigint NOT NULL,
  status text NOT NULL DEFAULT 'claimable',
  auto_claim boolean NOT NULL DEFAULT false,
  claimable_at timestamptz NOT NULL,
  expires_at timestamptz,
  claimed_at timestamptz,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rewards_player_source UNIQUE (player_id, source),
  CONSTRAINT rewards_status CHECK (status IN ('pending', 'claimable', 'claimed', 'expired', 'cancelled')),
  CONSTRAINT rewards_amount CHECK (amount_paise > 0),
  CONSTRAINT rewards_wager CHECK (wager_paise >= 0 AND wager_capital_paise >= 0 AND wager_multiple_hundredths >= 0),
  CONSTRAINT rewards_claimed CHECK ((status = 'claimed') = (claimed_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX rewards_player ON rewards (player_id, id);
--> statement-breakpoint
CREATE INDEX rewards_open_expiry ON rewards (expires_at) WHERE status IN ('pending', 'claimable') AND expires_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX rewards_pending ON rewards (claimable_at) WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX rewards_auto_open ON rewards (source, id) WHERE auto_claim AND status IN ('pending', 'claimable');
