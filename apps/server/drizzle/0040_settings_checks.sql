-- The back office's settings (docs/architecture.md §11): the bounds the contract's schemas
-- enforce on writes, kept by the database too. NOT VALID: enforced for every new or changed
-- row, without refusing to start on an operator's older rows (VALIDATE CONSTRAINT once fixed).
ALTER TABLE vip_levels ADD CONSTRAINT vip_levels_figures CHECK (
  deposit_required_paise >= 0 AND upgrade_bonus_paise >= 0 AND weekly_bonus_paise >= 0
  AND birthday_bonus_paise >= 0 AND withdraw_daily_limit_paise >= 0
  AND relegation_deposit_paise >= 0 AND withdraw_daily_times >= 0
  AND bet_rebate_bp BETWEEN 0 AND 10000 AND withdraw_fee_bp BETWEEN 0 AND 10000
) NOT VALID;
--> statement-breakpoint
ALTER TABLE service_contacts ADD CONSTRAINT service_contacts_figures CHECK (
  min_vip_level >= 0 AND sort_order >= 0 AND length(contact) BETWEEN 1 AND 200
) NOT VALID;
