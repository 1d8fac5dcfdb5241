-- Income the settlement pays per avatar, staking order and pool position is credited to the
-- `accrued` account; each member collects their part into their balance (collected_* below).
-- What was paid before this migration was paid straight to the members, so it counts as collected.
ALTER TABLE "staking_order" DROP CONSTRAINT "staking_order_amount_check";--> statement-breakpoint
ALTER TABLE "staking_order" DROP CONSTRAINT "staking_order_days_check";--> statement-breakpoint
ALTER TABLE "member_avatar" ADD COLUMN "collected_mm" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_avatar" ADD COLUMN "collected_mc" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_avatar" ADD COLUMN "collected_ume" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "member_avatar" SET "collected_mm" = "output_mm", "collected_mc" = "output_mc", "collected_ume" = "output_ume";--> statement-breakpoint
ALTER TABLE "defi_position" ADD COLUMN "rewards_collected" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "defi_position" SET "rewards_collected" = "rewards_total";--> statement-breakpoint
ALTER TABLE "staking_order" ADD COLUMN "income_end_day" date;--> statement-breakpoint
ALTER TABLE "staking_order" ADD COLUMN "income_collected" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "staking_order" SET "income_collected" = "income_total",
  "income_end_day" = CASE WHEN "status" = 'redeemed' THEN coalesce("paid_through", "first_income_day" - 1) ELSE "last_income_day" END;--> statement-breakpoint
ALTER TABLE "staking_order" ALTER COLUMN "income_end_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "member_avatar" ADD CONSTRAINT "member_avatar_collected_check" CHECK ("member_avatar"."collected_mm" <= "member_avatar"."output_mm" and "member_avatar"."collected_mc" <= "member_avatar"."output_mc" and "member_avatar"."collected_ume" <= "member_avatar"."output_ume");--> statement-breakpoint
ALTER TABLE "defi_position" ADD CONSTRAINT "defi_position_collected_check" CHECK ("defi_position"."rewards_collected" >= 0 and "defi_position"."rewards_collected" <= "defi_position"."rewards_total");--> statement-breakpoint
ALTER TABLE "staking_order" ADD CONSTRAINT "staking_order_amount_check" CHECK ("staking_order"."amount" > 0 and "staking_order"."daily_income" >= 0 and "staking_order"."income_collected" >= 0);--> statement-breakpoint
ALTER TABLE "staking_order" ADD CONSTRAINT "staking_order_days_check" CHECK ("staking_order"."term_days" >= 1 and "staking_order"."income_end_day" <= "staking_order"."last_income_day" and "staking_order"."income_end_day" >= "staking_order"."first_income_day" - 1);--> statement-breakpoint
ALTER TABLE "staking_order" DROP COLUMN "paid_through";--> statement-breakpoint
ALTER TABLE "staking_order" DROP COLUMN "income_days";--> statement-breakpoint
ALTER TABLE "staking_order" DROP COLUMN "income_total";
