-- The runs are rebuilt whole by the next compaction: emptied here, and every event made fresh again.
DELETE FROM "team_event_run";--> statement-breakpoint
UPDATE "team_event" SET "compacted" = false WHERE "compacted";--> statement-breakpoint
ALTER TABLE "team_event_run" ADD COLUMN "day_joined" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "team_event_run" ADD COLUMN "day_performance" numeric(78, 0) NOT NULL;--> statement-breakpoint
ALTER TABLE "team_event_run" ADD COLUMN "day_became" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "team_event_run" ADD COLUMN "cum_day_joined" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "team_event_run" ADD COLUMN "cum_day_performance" numeric(78, 0) NOT NULL;--> statement-breakpoint
ALTER TABLE "team_event_run" ADD COLUMN "cum_day_became" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_became";
