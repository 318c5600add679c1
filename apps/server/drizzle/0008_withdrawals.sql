CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_type" CHECK ("bank_accounts"."account_type" in ('savings', 'current'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_events_actor" CHECK ("withdrawal_events"."actor" in ('player', 'operator', 'gateway', 'system'))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"player_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"fee_paise" bigint NOT NULL,
	"arrival_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"gateway_code" text NOT NULL,
	"gateway_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"payout_requested_at" timestamp with time zone,
	"payout_retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('review', 'processing', 'success', 'failed', 'rejected')),
	CONSTRAINT "withdrawal_orders_amounts" CHECK ("withdrawal_orders"."amount_paise" > 0 and "withdrawal_orders"."fee_paise" >= 0 and "withdrawal_orders"."arrival_paise" = "withdrawal_orders"."amount_paise" - "withdrawal_orders"."fee_paise")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD CONSTRAINT "withdrawal_events_order_id_withdrawal_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_player" ON "bank_accounts" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_player_number" ON "bank_accounts" USING btree ("player_id","account_number") WHERE "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default" ON "bank_accounts" USING btree ("player_id") WHERE "bank_accounts"."is_default" and "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_events_order" ON "withdrawal_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_player" ON "withdrawal_orders" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_player_day" ON "withdrawal_orders" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_unsent" ON "withdrawal_orders" USING btree ("payout_retry_at") WHERE "withdrawal_orders"."status" = 'processing' and "withdrawal_orders"."payout_requested_at" is null;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status" ON "withdrawal_orders" USING btree ("status","id");