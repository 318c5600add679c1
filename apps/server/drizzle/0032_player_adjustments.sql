-- Manual wallet adjustments (src/modules/players/README.md "Back office"): an operator credits
-- or debits a player's cash with a reason, posted through the ledger against
-- house:adjustments. Above ADMIN_ADJUSTMENT_APPROVAL_RUPEES a second operator approves it
-- (four-eyes): the row waits 'pending' and is decided once, by one conditional update.
CREATE TABLE player_adjustments (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  direction text NOT NULL,
  amount_paise bigint NOT NULL,
  -- Added to the wager requirement when a credit is posted.
  wager_paise bigint NOT NULL DEFAULT 0,
  reason text NOT NULL,
  needs_approval boolean NOT NULL,
  status text NOT NULL,
  requested_by bigint REFERENCES operators (id),
  requested_by_key bigint REFERENCES operator_api_keys (id),
  decided_by bigint REFERENCES operators (id),
  decision_note text,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CONSTRAINT player_adjustments_direction CHECK (direction IN ('credit', 'debit')),
  CONSTRAINT player_adjustments_status CHECK (status IN ('pending', 'posted', 'rejected')),
  CONSTRAINT player_adjustments_amount CHECK (amount_paise > 0),
  CONSTRAINT player_adjustments_wager CHECK (wager_paise >= 0 AND (direction = 'credit' OR wager_paise = 0)),
  CONSTRAINT player_adjustments_requester CHECK (requested_by IS NOT NULL OR requested_by_key IS NOT NULL),
  -- Four-eyes: whoever approves an adjustment that needed approval did not ask for it (the
  -- requester may withdraw their own, as a rejection).
  CONSTRAINT player_adjustments_four_eyes CHECK (
    NOT needs_approval OR status <> 'posted' OR decided_by IS NULL OR requested_by IS NULL
    OR decided_by <> requested_by),
  CONSTRAINT player_adjustments_decided CHECK (
    (status = 'pending' AND decided_at IS NULL AND ledger_transaction_id IS NULL)
    OR (status = 'posted' AND decided_at IS NOT NULL)
    OR (status = 'rejected' AND ledger_transaction_id IS NULL AND decided_at IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX player_adjustments_player ON player_adjustments (player_id, id DESC);
--> statement-breakpoint
CREATE INDEX player_adjustments_pending ON player_adjustments (id) WHERE status = 'pending';
--> statement-breakpoint
-- Decided is final: a pending row is decided once (the conditional update that claims it),
-- then a posted row only gets its ledger transaction, in the same transaction; nothing else
-- changes and nothing is deleted.
CREATE FUNCTION player_adjustments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'player_adjustments: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.player_id <> OLD.player_id OR NEW.direction <> OLD.direction
     OR NEW.amount_paise <> OLD.amount_paise OR NEW.wager_paise <> OLD.wager_paise
     OR NEW.reason <> OLD.reason OR NEW.needs_approval <> OLD.needs_approval
     OR NEW.requested_by IS DISTINCT FROM OLD.requested_by
     OR NEW.requested_by_key IS DISTINCT FROM OLD.requested_by_key
     OR NEW.created_at <> OLD.created_at
     OR NOT (
       OLD.status = 'pending'
       OR (OLD.status = 'posted' AND NEW.status = 'posted' AND OLD.ledger_transaction_id IS NULL
           AND NEW.ledger_transaction_id IS NOT NULL
           AND NEW.decided_by IS NOT DISTINCT FROM OLD.decided_by
           AND NEW.decided_at = OLD.decided_at
           AND NEW.decision_note IS NOT DISTINCT FROM OLD.decision_note)) THEN
    RAISE EXCEPTION 'player_adjustments: only a pending adjustment is decided, once'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER player_adjustments_guard BEFORE UPDATE OR DELETE ON player_adjustments
  FOR EACH ROW EXECUTE FUNCTION player_adjustments_guard();
--> statement-breakpoint
CREATE TRIGGER player_adjustments_no_truncate BEFORE TRUNCATE ON player_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION player_adjustments_guard();
--> statement-breakpoint
-- A posted adjustment names its ledger transaction by the commit: never money without a record.
CREATE FUNCTION player_adjustments_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM player_adjustments
             WHERE id = NEW.id AND status = 'posted' AND ledger_transaction_id IS NULL) THEN
    RAISE EXCEPTION 'player_adjustments: adjustment % posted without its ledger transaction', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_adjustments_posted AFTER INSERT OR UPDATE ON player_adjustments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_adjustments_posted();
