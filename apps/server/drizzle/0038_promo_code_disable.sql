-- An operator may disable a code (the back office): from then on it takes no redemption, as if
-- ended; enabling it again clears the mark. Redemptions already made keep their course.
ALTER TABLE promo_codes ADD COLUMN disabled_at timestamptz;
