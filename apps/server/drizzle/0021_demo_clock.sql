CREATE TABLE "demo_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"days_advanced" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_clock_one_row" CHECK ("demo_clock"."id"),
	CONSTRAINT "demo_clock_forward" CHECK ("demo_clock"."offset_ms" >= 0 and "demo_clock"."days_advanced" >= 0)
);
