CREATE TABLE "leg_route" (
	"key" text PRIMARY KEY NOT NULL,
	"profile" text NOT NULL,
	"state" text NOT NULL,
	"km" real,
	"points" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "leg_route_retry_idx" ON "leg_route" USING btree ("retry_at") WHERE "leg_route"."retry_at" IS NOT NULL;--> statement-breakpoint
-- Pages, kept answers and the proxy in front show a leg's route once it arrives (ADR 0082): the
-- arrival is announced like any other change of what pages show (0022, ADR 0047). Claims and
-- failures change nothing a page shows, so only a row that becomes routed, and any removal, do.
CREATE TRIGGER pages_changed AFTER INSERT OR UPDATE ON leg_route FOR EACH ROW
  WHEN (NEW.state = 'routed')
  EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER pages_changed_removed AFTER DELETE OR TRUNCATE ON leg_route FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
