ALTER TABLE "member_energy" ADD COLUMN "minted" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_energy" ADD COLUMN "redeemed" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_energy" ADD COLUMN "direct_minted" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_energy" ADD COLUMN "direct_redeemed" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_energy" ADD COLUMN "zone_minted" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_energy" ADD COLUMN "zone_redeemed" numeric(78, 0) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "avatar_order_queue_rank_idx" ON "avatar_order" USING btree ("queue_seq") WHERE "avatar_order"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "team_label" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "team_bound_id" integer;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_team_bound_id_member_id_fk" FOREIGN KEY ("team_bound_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A member's place in a depth-first order of the team tree, kept as each member joins. The new
-- member goes right after its superior in the order: everyone already below the superior follows
-- it, so its team will be the members between it and the member that followed the superior
-- (`team_bound_id`), and no existing team gains or loses anyone it should not. Labels are spaced
-- integers; when there is no room after the superior, the smallest aligned block of labels around
-- it that is sparse enough is spread out evenly (list labeling), order kept.
CREATE FUNCTION "member_team_place"(superior integer, OUT label bigint, OUT bound_id integer) LANGUAGE plpgsql AS $$
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
  -- Every member of the block keeps its order; those after the superior move one slot on, and
  -- the slot right after the superior is the new member's. The block first moves above every
  -- label in use, so no two members ever share one on the way.
  UPDATE member SET team_label = team_label + top
    WHERE team_label >= block_start AND team_label < block_start + block_size;
  UPDATE member m SET team_label = block_start + spread.slot * step
  FROM (
    SELECT id, row_number() OVER (ORDER BY team_label) - 1
      + CASE WHEN team_label > superior_label + top THEN 1 ELSE 0 END AS slot
    FROM member WHERE team_label >= block_start + top AND team_label < block_start + block_size + top
  ) spread
  WHERE m.id = spread.id;
  SELECT team_label INTO STRICT superior_label FROM member WHERE id = superior;
  label := superior_label + step;
END
$$;--> statement-breakpoint
CREATE FUNCTION "member_team_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.superior_id IS NULL THEN
    NEW.team_label := 0;
    NEW.team_bound_id := NULL;
    RETURN NEW;
  END IF;
  -- One placement at a time, so two members joining at once never take the same place.
  PERFORM pg_advisory_xact_lock(hashtext('member_team_position'));
  SELECT place.label, place.bound_id INTO NEW.team_label, NEW.team_bound_id
    FROM member_team_place(NEW.superior_id) AS place;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Members from before, placed in the order they joined (a superior always joined first); until
-- placed, each holds a negative stand-in the placement never looks at.
UPDATE "member" SET "team_label" = CASE WHEN "superior_id" IS NULL THEN 0 ELSE -"id" END;--> statement-breakpoint
DO $$
DECLARE
  joined record;
  placed_label bigint;
  placed_bound integer;
BEGIN
  FOR joined IN SELECT id, superior_id FROM member WHERE superior_id IS NOT NULL ORDER BY id LOOP
    SELECT place.label, place.bound_id INTO placed_label, placed_bound FROM member_team_place(joined.superior_id) AS place;
    UPDATE member SET team_label = placed_label, team_bound_id = placed_bound WHERE id = joined.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_team_label_unique" UNIQUE("team_label");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_team_label_check" CHECK ("member"."team_label" >= 0);--> statement-breakpoint
CREATE TRIGGER "member_team_position" BEFORE INSERT ON "member" FOR EACH ROW EXECUTE FUNCTION "member_team_position"();
