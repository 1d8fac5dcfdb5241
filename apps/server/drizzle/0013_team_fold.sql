CREATE TABLE "team_fold" (
	"day" date PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL
);
