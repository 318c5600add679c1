-- What each promotion has cost so far (the back office, src/modules/promotions/README.md
-- "Cost so far"). A reward's `source` names the code, day, spin, period or pair it paid, but a
-- campaign's rewards are keyed by the event alone (`first_deposit`, `deposit_gift:<order>`…), so
-- the campaign that paid each one is recorded beside it, in the granting transaction.
CREATE TABLE campaign_rewards (
  reward_id bigint PRIMARY KEY REFERENCES rewards (id),
  campaign_id bigint NOT NULL REFERENCES campaigns (id)
);
--> statement-breakpoint
CREATE INDEX campaign_rewards_campaign ON campaign_rewards (campaign_id);
--> statement-breakpoint
-- Rewards granted before this migration: attributed where one campaign of their kind exists
-- (otherwise they count in their kind's total only).
INSERT INTO campaign_rewards (reward_id, campaign_id)
SELECT r.id, c.id
FROM rewards r
JOIN (SELECT kind, min(id) AS id FROM campaigns GROUP BY kind HAVING count(*) = 1) c ON c.kind = r.kind
WHERE r.kind IN ('first_deposit', 'deposit_gift', 'signup_bonus', 'deposit_cashback');
--> statement-breakpoint
-- The cost reads: a kind's rewards (and a source's, for ranking periods and days) without a
-- scan of every reward.
CREATE INDEX rewards_kind_source ON rewards (kind, source) INCLUDE (status, amount_paise, player_id, expires_at);
