CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_type" text DEFAULT 'none' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_search_terms" (
	"term" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_search_terms_term_day_pk" PRIMARY KEY("term","day")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"category_code" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_provider_game" UNIQUE("provider_code","game_code")
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "adapter" text DEFAULT 'seamless' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "launch_url" text;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_code_game_categories_code_fk" FOREIGN KEY ("category_code") REFERENCES "public"."game_categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_category" ON "games" USING btree ("category_code","sort_order");