CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"player_id" bigint NOT NULL,
	"channel" integer NOT NULL,
	"method" text NOT NULL,
	"method_type" integer,
	"channel_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"credited_paise" bigint,
	"bonus_rate_bp" integer DEFAULT 0 NOT NULL,
	"bonus_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"self_service" boolean DEFAULT false NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"pay_url" text,
	"utr" text,
	"tx_hash" text,
	"bank_ref" text,
	"reference_at" timestamp with time zone,
	"pay_to" jsonb,
	"review_reason" text,
	"note" text,
	"expire_at" timestamp with time zone NOT NULL,
	"success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_channel" CHECK ("deposit_orders"."channel" in (1, 2, 4)),
	CONSTRAINT "deposit_orders_method" CHECK ("deposit_orders"."method" in ('UPI', 'IMPS', 'CRYPTO')),
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending', 'success', 'failed', 'expired', 'rejected')),
	CONSTRAINT "deposit_orders_amount" CHECK ("deposit_orders"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_utr" ON "deposit_orders" USING btree ("utr") WHERE "deposit_orders"."utr" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_tx_hash" ON "deposit_orders" USING btree ("tx_hash") WHERE "deposit_orders"."tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "deposit_orders_player" ON "deposit_orders" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_expiry" ON "deposit_orders" USING btree ("expire_at") WHERE "deposit_orders"."status" = 'pending';