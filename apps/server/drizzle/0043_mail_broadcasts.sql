-- Mail broadcasts sent from the back office (modules/inbox README.md "Broadcasts"): one row per
-- send, whoever it reaches. A broadcast to everyone or to a VIP level range is still one
-- mail_messages row (player_id null); one to a list of players is one row per player. Either way
-- the messages point back here, so the history shows how many it reached and how many read it.
CREATE TABLE mail_broadcasts (
  id bigserial PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('all', 'vip', 'players')),
  params jsonb NOT NULL,
  min_vip_level integer,
  max_vip_level integer,
  player_count integer NOT NULL DEFAULT 0,
  reaches_later_players boolean NOT NULL DEFAULT false,
  -- Players it reached when it was sent (a VIP range's count at that moment).
  recipients integer NOT NULL,
  operator_id bigint REFERENCES operators (id),
  api_key_id bigint REFERENCES operator_api_keys (id),
  created_at timestamptz NOT NULL,
  legacy_message_id bigint
);
--> statement-breakpoint
ALTER TABLE mail_messages ADD COLUMN broadcast_id bigint REFERENCES mail_broadcasts (id);
--> statement-breakpoint
CREATE INDEX mail_messages_broadcast_id ON mail_messages (broadcast_id) WHERE broadcast_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX mail_states_read_message ON mail_states (message_id) WHERE read_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX mail_broadcasts_created ON mail_broadcasts (created_at DESC, id DESC);
--> statement-breakpoint
-- Broadcasts sent before this (the OPERATOR_TOKEN API) join the history.
INSERT INTO mail_broadcasts (audience, params, min_vip_level, max_vip_level,
  reaches_later_players, recipients, created_at, legacy_message_id)
SELECT CASE WHEN min_vip_level IS NULL AND max_vip_level IS NULL THEN 'all' ELSE 'vip' END,
  params, min_vip_level, max_vip_level, reaches_later_players,
  (SELECT count(*) FROM players p WHERE p.created_at <= m.created_at
     AND (m.min_vip_level IS NULL OR p.vip_level >= m.min_vip_level)
     AND (m.max_vip_level IS NULL OR p.vip_level <= m.max_vip_level)),
  created_at, id
FROM mail_messages m WHERE player_id IS NULL AND template = 'broadcast' ORDER BY id;
--> statement-breakpoint
UPDATE mail_messages m SET broadcast_id = b.id FROM mail_broadcasts b WHERE b.legacy_message_id = m.id;
--> statement-breakpoint
ALTER TABLE mail_broadcasts DROP COLUMN legacy_message_id;
--> statement-breakpoint
-- Who replied to a feedback (the audit log keeps the rest).
ALTER TABLE feedback ADD COLUMN replied_by bigint REFERENCES operators (id);
