-- Referral (src/modules/referral, README there): every invitee a player brought with their
-- link, captured at sign-up with the address and device it came from, its review by the
-- anti-abuse checks, the platform day it was confirmed valid (by the 05:00 job) and the pair
-- of valid invitees its reward is for.
CREATE TABLE referral_invitees (
  id bigserial PRIMARY KEY,
  invitee_id bigint NOT NULL UNIQUE REFERENCES players (id),
  referrer_id bigint NOT NULL REFERENCES players (id),
  registered_at timestamptz NOT NULL,
  register_ip text,
  device_number text,
  -- 'clear' (no check held it), 'held' (under review until an operator decides), 'passed'
  -- (released by an operator), 'rejected' (refused by an operator: never counts).
  review text NOT NULL DEFAULT 'clear',
  -- What held it: 'same_device', 'same_ip', 'burst'.
  hold_reasons text[] NOT NULL DEFAULT '{}',
  reviewed_at timestamptz,
  review_note text,
  -- The platform day ('YYYY-MM-DD') the invitee counted as valid, set by the 05:00 job.
  valid_day text,
  valid_at timestamptz,
  -- The referrer's pair (1, 2, …) the invitee belongs to; its reward's source is referral:pair:<n>.
  pair_no integer,
  CONSTRAINT referral_invitees_review CHECK (review IN ('clear', 'held', 'passed', 'rejected')),
  CONSTRAINT referral_invitees_not_self CHECK (invitee_id <> referrer_id),
  CONSTRAINT referral_invitees_pair CHECK (pair_no IS NULL OR valid_day IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX referral_invitees_referrer ON referral_invitees (referrer_id, id);
--> statement-breakpoint
CREATE INDEX referral_invitees_address ON referral_invitees (register_ip, registered_at);
--> statement-breakpoint
CREATE INDEX referral_invitees_valid ON referral_invitees (valid_day, referrer_id) WHERE valid_day IS NOT NULL;
--> statement-breakpoint
CREATE INDEX referral_invitees_held ON referral_invitees (registered_at) WHERE review = 'held';
--> statement-breakpoint
-- The burst check counts referred sign-ups from one address in a window, at every referred sign-up.
CREATE INDEX players_referred_address ON players (register_ip, created_at) WHERE referred_by IS NOT NULL;
