-- The inbox and feedback (src/modules/inbox, src/modules/feedback; their READMEs).
-- A message is one row: to one player (player_id) or a broadcast (player_id null) to every
-- player, or to a VIP level range, never copied per player. A player's read and deleted marks
-- live in mail_states, written only when the player acts on a message.
CREATE TABLE mail_messages (
  id bigserial PRIMARY KEY,
  player_id bigint REFERENCES players (id),
  -- The template key (rendered in the reader's language on read) and its parameters.
  template text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Broadcasts only: the VIP level range (inclusive, null = open), and whether players who
  -- register after it was sent see it too.
  min_vip_level integer,
  max_vip_level integer,
  reaches_later_players boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CONSTRAINT mail_messages_audience CHECK (
    player_id IS NULL OR (min_vip_level IS NULL AND max_vip_level IS NULL AND NOT reaches_later_players)),
  CONSTRAINT mail_messages_levels CHECK (
    min_vip_level IS NULL OR max_vip_level IS NULL OR min_vip_level <= max_vip_level)
);
--> statement-breakpoint
CREATE INDEX mail_messages_player ON mail_messages (player_id, id) WHERE player_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX mail_messages_broadcast ON mail_messages (id) WHERE player_id IS NULL;
--> statement-breakpoint
CREATE TABLE mail_states (
  message_id bigint NOT NULL REFERENCES mail_messages (id),
  player_id bigint NOT NULL REFERENCES players (id),
  read_at timestamptz,
  deleted_at timestamptz,
  PRIMARY KEY (player_id, message_id)
);
--> statement-breakpoint
CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  category text NOT NULL,
  content text NOT NULL,
  mobile text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open',
  reply text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT feedback_category CHECK (
    category IN ('game', 'deposit', 'withdraw', 'vip', 'invite', 'account', 'other')),
  CONSTRAINT feedback_status CHECK (status IN ('open', 'replied'))
);
--> statement-breakpoint
CREATE INDEX feedback_player ON feedback (player_id, id);
--> statement-breakpoint
CREATE INDEX feedback_status_id ON feedback (status, id);
--> statement-breakpoint
CREATE TABLE feedback_files (
  feedback_id bigint NOT NULL REFERENCES feedback (id),
  position integer NOT NULL,
  file_id bigint NOT NULL REFERENCES stored_files (id),
  PRIMARY KEY (feedback_id, position)
);
--> statement-breakpoint
-- Feedback sent per player and platform day: taken by one conditional upsert in the
-- transaction that stores the feedback, so concurrent sends never pass the daily limit.
CREATE TABLE feedback_daily_counts (
  player_id bigint NOT NULL REFERENCES players (id),
  day text NOT NULL,
  sent integer NOT NULL,
  PRIMARY KEY (player_id, day)
);
