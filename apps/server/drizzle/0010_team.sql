CREATE TABLE "elite_application" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"tier" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"message" text NOT NULL,
	"month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elite_application_member_month_unique" UNIQUE("member_id","month"),
	CONSTRAINT "elite_application_tier_check" CHECK ("elite_application"."tier" in ('member', 'silver', 'gold', 'platinum', 'titanium', 'ambassador', 'globalElite'))
);
--> statement-breakpoint
CREATE TABLE "elite_review" (
	"member_id" integer NOT NULL,
	"month" date NOT NULL,
	"tier" text,
	"previous_tier" text,
	"figures" jsonb NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elite_review_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "member_team" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"superior_id" integer,
	"effective" boolean DEFAULT false NOT NULL,
	"team_size" integer DEFAULT 0 NOT NULL,
	"direct_count" integer DEFAULT 0 NOT NULL,
	"direct_effective" integer DEFAULT 0 NOT NULL,
	"effective_count" integer DEFAULT 0 NOT NULL,
	"personal_performance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"team_performance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"leg_performance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"largest_leg_id" integer,
	"largest_leg_performance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"star_level" smallint DEFAULT 0 NOT NULL,
	"elite_tier" text,
	CONSTRAINT "member_team_star_level_check" CHECK ("member_team"."star_level" >= 0),
	CONSTRAINT "member_team_elite_tier_check" CHECK ("member_team"."elite_tier" is null or "member_team"."elite_tier" in ('member', 'silver', 'gold', 'platinum', 'titanium', 'ambassador', 'globalElite'))
);
--> statement-breakpoint
CREATE TABLE "team_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"superior_id" integer,
	"team_label" bigint NOT NULL,
	"day" date NOT NULL,
	"joined" boolean DEFAULT false NOT NULL,
	"became_effective" boolean DEFAULT false NOT NULL,
	"performance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"folded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_event_performance_check" CHECK ("team_event"."performance" >= 0)
);
--> statement-breakpoint
DROP INDEX "member_superior_idx";--> statement-breakpoint
ALTER TABLE "avatar_order" ADD COLUMN "sale_day" date;--> statement-breakpoint
ALTER TABLE "elite_application" ADD CONSTRAINT "elite_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elite_review" ADD CONSTRAINT "elite_review_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_event" ADD CONSTRAINT "team_event_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elite_application_created_idx" ON "elite_application" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "member_team_legs_idx" ON "member_team" USING btree ("superior_id","leg_performance" DESC NULLS LAST,"member_id");--> statement-breakpoint
CREATE INDEX "team_event_unfolded_idx" ON "team_event" USING btree ("team_label") WHERE not "team_event"."folded";--> statement-breakpoint
CREATE INDEX "team_event_member_idx" ON "team_event" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "team_event_day_idx" ON "team_event" USING btree ("day","team_label");--> statement-breakpoint
CREATE INDEX "team_event_direct_join_idx" ON "team_event" USING btree ("superior_id") WHERE "team_event"."joined" and not "team_event"."folded";--> statement-breakpoint
CREATE INDEX "avatar_order_sale_day_idx" ON "avatar_order" USING btree ("sale_day") WHERE "avatar_order"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "member_superior_idx" ON "member" USING btree ("superior_id","team_label");--> statement-breakpoint
-- A paid order's sale counts against the day before its avatar's first day of output.
UPDATE "avatar_order" o SET "sale_day" = a."first_day" - 1
  FROM "member_avatar" a WHERE a."order_id" = o."id" AND o."status" = 'paid';--> statement-breakpoint
ALTER TABLE "avatar_order" ADD CONSTRAINT "avatar_order_sale_day_check" CHECK ("avatar_order"."status" <> 'paid' or "avatar_order"."sale_day" is not null);--> statement-breakpoint
-- As 0006's, and the events of the members a spread moves follow them, so a team's events stay one
-- range of labels in `team_event_unfolded_idx` and `team_event_day_idx`.
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
$$;--> statement-breakpoint
-- The figures of the members there are, folded once as the settlement's \`team_figures\` step folds
-- them (modules/team/queries.ts), so they are right before the first settlement after the upgrade.
WITH personal AS (
  SELECT a.member_id, sum(k.paid) AS total
  FROM ledger_kind_total k JOIN ledger_account a ON a.id = k.account_id
  WHERE k.kind = 'avatar_purchase' AND a.member_id IS NOT NULL AND a.asset IN ('USDT', 'USDC')
  GROUP BY a.member_id
),
holders AS (SELECT DISTINCT member_id FROM member_avatar WHERE burned_fuel < total_fuel),
ordered AS (
  SELECT m.id, m.superior_id, m.team_bound_id,
    coalesce(p.total, 0) AS personal,
    (h.member_id IS NOT NULL) AS effective,
    sum(coalesce(p.total, 0)) OVER w AS performance_through,
    count(*) OVER w AS members_through,
    count(h.member_id) OVER w AS effective_through
  FROM member m
  LEFT JOIN personal p ON p.member_id = m.id
  LEFT JOIN holders h ON h.member_id = m.id
  WINDOW w AS (ORDER BY m.team_label ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
),
colony AS (
  SELECT coalesce(sum(personal), 0) AS performance, count(*) AS members,
    count(*) FILTER (WHERE effective) AS effective
  FROM ordered
),
team AS (
  SELECT o.id, o.superior_id, o.personal, o.effective,
    coalesce(b.performance_through - b.personal, colony.performance) - o.performance_through AS team_performance,
    (coalesce(b.members_through - 1, colony.members) - o.members_through)::int AS team_size,
    (coalesce(b.effective_through - b.effective::int, colony.effective) - o.effective_through)::int AS effective_count
  FROM ordered o CROSS JOIN colony LEFT JOIN ordered b ON b.id = o.team_bound_id
),
direct AS (
  SELECT superior_id AS id, count(*)::int AS direct_count, (count(*) FILTER (WHERE effective))::int AS direct_effective
  FROM team WHERE superior_id IS NOT NULL GROUP BY superior_id
),
largest AS (
  SELECT DISTINCT ON (superior_id) superior_id AS id, id AS leg_id, personal + team_performance AS performance
  FROM team WHERE superior_id IS NOT NULL
  ORDER BY superior_id, personal + team_performance DESC, leg_id
)
INSERT INTO "member_team" ("member_id", "day", "superior_id", "effective", "team_size", "direct_count",
  "direct_effective", "effective_count", "personal_performance", "team_performance", "leg_performance",
  "largest_leg_id", "largest_leg_performance")
SELECT t.id, coalesce((SELECT max(day) FROM settlement_step), current_date), t.superior_id, t.effective, t.team_size,
  coalesce(d.direct_count, 0), coalesce(d.direct_effective, 0), t.effective_count, t.personal, t.team_performance,
  t.personal + t.team_performance, l.leg_id, coalesce(l.performance, 0)
FROM team t LEFT JOIN direct d ON d.id = t.id LEFT JOIN largest l ON l.id = t.id;
