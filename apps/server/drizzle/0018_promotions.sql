-- Promotions as operator configuration (src/modules/promotions/README.md): one row per campaign.
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_multiple_hundredths" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind" CHECK ("campaigns"."kind" in ('first_deposit', 'deposit_gift', 'signup_bonus', 'deposit_cashback', 'popup', 'link')),
	CONSTRAINT "campaigns_window" CHECK ("campaigns"."starts_at" is null or "campaigns"."ends_at" is null or "campaigns"."starts_at" < "campaigns"."ends_at"),
	CONSTRAINT "campaigns_wager_multiple" CHECK ("campaigns"."wager_multiple_hundredths" is null or "campaigns"."wager_multiple_hundredths" between 0 and 10000)
);
--> statement-breakpoint
CREATE INDEX "campaigns_order" ON "campaigns" USING btree ("sort_order","id");
--> statement-breakpoint
-- Whether the player joined the Deposit page's bonus event with the order (docs/product.md §2).
ALTER TABLE "deposit_orders" ADD COLUMN "bonus_event" boolean DEFAULT false NOT NULL;
