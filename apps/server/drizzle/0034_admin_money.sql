-- The back office's money screens (issue 19): payouts the gateway refused for good are held as
-- 'payout_failed' until an operator retries or refunds them; deposit orders keep their events.
ALTER TABLE "withdrawal_orders" DROP CONSTRAINT "withdrawal_orders_status";--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('review', 'processing', 'success', 'failed', 'rejected', 'payout_failed'));--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "payout_round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_created" ON "withdrawal_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_created" ON "deposit_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "deposit_orders_status" ON "deposit_orders" USING btree ("status","id");--> statement-breakpoint
CREATE TABLE "deposit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL REFERENCES "deposit_orders"("id"),
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"amount_paise" bigint,
	"reference" text,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_events_source" CHECK ("deposit_events"."source" in ('player', 'gateway', 'operator', 'system'))
);--> statement-breakpoint
CREATE INDEX "deposit_events_order" ON "deposit_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE FUNCTION deposit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'deposit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER deposit_events_no_update_delete BEFORE UPDATE OR DELETE ON deposit_events
  FOR EACH ROW EXECUTE FUNCTION deposit_events_append_only();
