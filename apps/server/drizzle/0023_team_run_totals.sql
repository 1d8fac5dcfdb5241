-- The runs are summed again from the events by the next compaction, with the teams' totals.
DELETE FROM "team_event_run";--> statement-breakpoint
UPDATE "team_event" SET "compacted" = false WHERE "compacted";--> statement-breakpoint
CREATE TABLE "team_run_total" (
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"superior_id" integer,
	"events" integer NOT NULL,
	"joined" integer NOT NULL,
	"performance" numeric(78, 0) NOT NULL,
	"became" integer NOT NULL,
	"day_joined" integer NOT NULL,
	"day_performance" numeric(78, 0) NOT NULL,
	"day_became" integer NOT NULL,
	CONSTRAINT "team_run_total_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
DROP INDEX "team_event_run_day_idx";--> statement-breakpoint
DROP INDEX "team_event_run_label_idx";--> statement-breakpoint
CREATE INDEX "team_run_total_superior_idx" ON "team_run_total" USING btree ("superior_id");--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "team_label";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_events";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_joined";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_performance";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_became_first";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_day_joined";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_day_performance";--> statement-breakpoint
ALTER TABLE "team_event_run" DROP COLUMN "cum_day_became";--> statement-breakpoint
-- hand-written below
-- Each compaction adds to the totals of every member above the events (the same rows again and
-- again through a day: a chain's) and rewrites its members' runs, none of their indexed columns:
-- room left in each page lets those be heap-only updates, without new index entries.
ALTER TABLE "team_run_total" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "team_event_run" SET (fillfactor = 70);--> statement-breakpoint
-- As 0016's, without moving the runs: they no longer carry places in the team order.
CREATE OR REPLACE FUNCTION "member_team_place"(superior integer, OUT label bigint, OUT bound_id integer) LANGUAGE plpgsql AS $$
DECLARE
  top CONSTANT bigint := 4611686018427387904; -- 2^62
  append_step CONSTANT bigint := 1099511627776; -- 2^40
  superior_label bigint;
  next_label bigint;
  block_size bigint;
  block_start bigint;
  block_members bigint;
  level integer := 1;
  step bigint;
BEGIN
  SELECT team_label INTO STRICT superior_label FROM member WHERE id = superior;
  SELECT id, team_label INTO bound_id, next_label FROM member
    WHERE team_label > superior_label ORDER BY team_label LIMIT 1;
  IF next_label IS NULL THEN
    next_label := top;
  END IF;
  IF next_label - superior_label > 1 THEN
    label := superior_label + least((next_label - superior_label) / 2, append_step);
    RETURN;
  END IF;
  LOOP
    level := level + 1;
    block_size := 1::bigint << level;
    block_start := (superior_label / block_size) * block_size;
    SELECT count(*) INTO block_members FROM member
      WHERE team_label >= block_start AND team_label < block_start + block_size;
    EXIT WHEN (block_members + 1) * (block_members + 1) <= block_size OR level >= 62;
  END LOOP;
  step := block_size / (block_members + 1);
  UPDATE member SET team_label = team_label + top
    WHERE team_label >= block_start AND team_label < block_start + block_size;
  UPDATE member m SET team_label = block_start + spread.slot * step
  FROM (
    SELECT id, row_number() OVER (ORDER BY team_label) - 1
      + CASE WHEN team_label > superior_label + top THEN 1 ELSE 0 END AS slot
    FROM member WHERE team_label >= block_start + top AND team_label < block_start + block_size + top
  ) spread
  WHERE m.id = spread.id;
  -- Locked in id order first, as the settlement's fold locks the events it marks, so the two never deadlock.
  PERFORM 1 FROM team_event e JOIN member m ON m.id = e.member_id
    WHERE m.team_label >= block_start AND m.team_label < block_start + block_size AND e.team_label <> m.team_label
    ORDER BY e.id FOR UPDATE OF e;
  UPDATE team_event e SET team_label = m.team_label
  FROM member m
  WHERE e.member_id = m.id AND m.team_label >= block_start AND m.team_label < block_start + block_size
    AND e.team_label <> m.team_label;
  SELECT team_label INTO STRICT superior_label FROM member WHERE id = superior;
  label := superior_label + step;
END
$$;
