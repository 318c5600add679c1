CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"game_code" text,
	"status" text DEFAULT 'open' NOT NULL,
	"stake_paise" bigint DEFAULT 0 NOT NULL,
	"win_paise" bigint DEFAULT 0 NOT NULL,
	"valid_bet_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_provider_round" UNIQUE("provider_code","round_id"),
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in ('open', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"player_id" bigint NOT NULL,
	"game_code" text,
	"launch_token_hash" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"session_token_hash" text,
	"exchanged_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_launch_token_hash_unique" UNIQUE("launch_token_hash"),
	CONSTRAINT "game_sessions_session_token_hash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text,
	"player_id" bigint,
	"amount_paise" bigint,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_id" UNIQUE("provider_code","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_player" ON "game_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "game_sessions_player" ON "game_sessions" USING btree ("player_id","id");