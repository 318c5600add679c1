CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_stack_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"app_id" integer NOT NULL,
	"package_name" text NOT NULL,
	"device_number" text NOT NULL,
	"user_id" text,
	"data" text NOT NULL,
	"ip" text NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"contact" text NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "service_contacts_kind" CHECK ("service_contacts"."kind" in ('VipCS', 'VipWebCS', 'WebCS'))
);
--> statement-breakpoint
CREATE TABLE "transfer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_number" text NOT NULL,
	"user_id" text,
	"event_name" text NOT NULL,
	"link_id" text,
	"event_data" jsonb,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"deposit_required_paise" bigint DEFAULT 0 NOT NULL,
	"upgrade_bonus_paise" bigint DEFAULT 0 NOT NULL,
	"bet_rebate_bp" integer DEFAULT 0 NOT NULL,
	"weekly_bonus_paise" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus_paise" bigint DEFAULT 0 NOT NULL,
	"withdraw_daily_limit_paise" bigint DEFAULT 0 NOT NULL,
	"withdraw_fee_bp" integer DEFAULT 0 NOT NULL,
	"withdraw_daily_times" integer DEFAULT 0 NOT NULL,
	"relegation_deposit_paise" bigint DEFAULT 0 NOT NULL,
	"vip_customer_service" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" >= 0)
);
--> statement-breakpoint
CREATE INDEX "app_stack_uploads_created" ON "app_stack_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_window" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "transfer_events_created" ON "transfer_events" USING btree ("created_at");