-- Promo codes and game-provider gift codes (src/modules/promo-codes). `code` is stored upper
-- case (matched case-insensitively). A redemption is one row per (code, player): its insert and
-- the conditional `used = used + 1 where used < total_uses` happen in one transaction, so a
-- code is never redeemed more than total_uses times nor twice by one player.
CREATE TABLE promo_codes (
  id bigserial PRIMARY KEY,
  code text NOT NULL,
  -- null: a platform promo code (Promo tab); else the game provider whose gift-code page takes it
  provider text,
  kind text NOT NULL,
  amount_paise bigint,
  percent_bp integer,
  cap_paise bigint,
  min_deposit_paise bigint NOT NULL DEFAULT 0,
  -- null: the operator's bonus multiple (app_settings `wagering`) at redemption
  wager_multiple_hundredths integer,
  total_uses integer NOT NULL,
  used integer NOT NULL DEFAULT 0,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promo_codes_code UNIQUE (code),
  CONSTRAINT promo_codes_code_upper CHECK (code = upper(code) AND length(code) BETWEEN 4 AND 32),
  CONSTRAINT promo_codes_kind CHECK (
    (kind = 'amount' AND amount_paise > 0 AND percent_bp IS NULL AND cap_paise IS NULL)
    OR (kind = 'deposit_percent' AND amount_paise IS NULL AND percent_bp BETWEEN 1 AND 100000
        AND cap_paise > 0)),
  CONSTRAINT promo_codes_uses CHECK (total_uses > 0 AND used >= 0 AND used <= total_uses),
  CONSTRAINT promo_codes_window CHECK (ends_at IS NULL OR ends_at > starts_at),
  CONSTRAINT promo_codes_wager CHECK (wager_multiple_hundredths IS NULL OR wager_multiple_hundredths BETWEEN 0 AND 10000),
  CONSTRAINT promo_codes_min_deposit CHECK (min_deposit_paise >= 0)
);
--> statement-breakpoint
CREATE TABLE promo_code_redemptions (
  id bigserial PRIMARY KEY,
  code_id bigint NOT NULL REFERENCES promo_codes (id),
  player_id bigint NOT NULL REFERENCES players (id),
  status text NOT NULL,
  reward_id bigint REFERENCES rewards (id),
  deposit_order_no text,
  redeemed_at timestamptz NOT NULL,
  paid_at timestamptz,
  CONSTRAINT promo_code_redemptions_once UNIQUE (code_id, player_id),
  CONSTRAINT promo_code_redemptions_status CHECK (status IN ('granted', 'pending_deposit', 'paid'))
);
--> statement-breakpoint
CREATE INDEX promo_code_redemptions_player ON promo_code_redemptions (player_id, id);
--> statement-breakpoint
CREATE INDEX promo_code_redemptions_pending ON promo_code_redemptions (player_id) WHERE status = 'pending_deposit';
