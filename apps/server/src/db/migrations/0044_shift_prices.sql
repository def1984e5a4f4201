-- A shift may carry its own price (issue 34, item 3): a seat plan for that shift starts from it,
-- in the plans form and in the grid's assign form. Null: the shift has no price of its own, and
-- the form starts from the membership plan's instead. Paise, at most ₹1,00,00,000.00 as every amount.
ALTER TABLE "shifts" ADD COLUMN "price_paise" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_price" CHECK ("price_paise" is null or "price_paise" between 0 and 1000000000);
