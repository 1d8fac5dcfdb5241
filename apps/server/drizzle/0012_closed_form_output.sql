-- Avatar output in closed form (modules/avatars/production.ts): burned_fuel and output_* become a
-- checkpoint as of produced_through (the last day they count, which is what last_output_day was),
-- burning at boost_bps from the day after: the holder's boost as the last energy step left it.
ALTER TABLE "member_avatar" DROP CONSTRAINT "member_avatar_collected_check";--> statement-breakpoint
ALTER TABLE "member_avatar" RENAME COLUMN "last_output_day" TO "produced_through";--> statement-breakpoint
ALTER TABLE "member_avatar" ADD COLUMN "boost_bps" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
UPDATE "member_avatar" a SET "boost_bps" = e."boost_bps" FROM "member_energy" e
  WHERE e."member_id" = a."member_id" AND e."boost_bps" <> 10000;--> statement-breakpoint
ALTER TABLE "member_avatar" ADD COLUMN "fuel_ends_day" date GENERATED ALWAYS AS (case
  when total_fuel <= burned_fuel then coalesce(produced_through, '-infinity'::date)
  when div(daily_burn * boost_bps, 10000) <= 0 then 'infinity'::date
  when div(total_fuel - burned_fuel + div(daily_burn * boost_bps, 10000) - 1, div(daily_burn * boost_bps, 10000)) > 1000000
    then 'infinity'::date
  else greatest(produced_through + 1, first_day)
    + div(total_fuel - burned_fuel + div(daily_burn * boost_bps, 10000) - 1, div(daily_burn * boost_bps, 10000))::int - 1
end) STORED;
