CREATE TABLE "settlement_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time" text NOT NULL,
	"time_zone" text NOT NULL,
	"first_day" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_clock_one_row" CHECK ("settlement_clock"."id")
);
