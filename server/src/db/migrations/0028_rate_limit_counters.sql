CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_ms" bigint NOT NULL,
	"expires_ms" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- hand-written: counters need no crash safety (a crash forgets them, as a restart of one process did), and
-- an unlogged table spares every counted request a WAL flush at commit.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
