ALTER TABLE "staking_order" ADD COLUMN "comparable_plans" jsonb;--> statement-breakpoint
ALTER TABLE "staking_order" ADD COLUMN "held_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "staking_order" ADD COLUMN "held_daily_income" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "staking_order" ADD COLUMN "income_returned" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "staking_order" ADD COLUMN "income_withheld" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "staking_order" ADD CONSTRAINT "staking_order_held_check" CHECK (("staking_order"."held_rate_bps" is null and "staking_order"."held_daily_income" is null) or ("staking_order"."held_rate_bps" between 0 and "staking_order"."daily_rate_bps" and "staking_order"."held_daily_income" between 0 and "staking_order"."daily_income" and coalesce("staking_order"."income_returned", -1) >= 0 and coalesce("staking_order"."income_withheld", -1) >= 0));