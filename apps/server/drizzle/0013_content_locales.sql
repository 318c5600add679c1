-- Server-provided text in every UI language (issue 13): a banner's title (its alt text) and
-- artwork, and an announcement's text, per language, with the English row as the fallback.
-- `translations` holds only what differs: {"es": {"title": "…", "imageUrl": "…"}}. The demo
-- rows get theirs from db/seed.ts ('demo-content-locales-v1').
ALTER TABLE "banners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
