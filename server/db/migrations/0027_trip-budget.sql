CREATE TABLE "exchange_rates" (
	"source" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"rates" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "trip_published_idx";--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "daily_cost" real;--> statement-breakpoint
CREATE INDEX "trip_daily_cost_idx" ON "trip" USING btree ("daily_cost") WHERE "trip"."status" = 'published' AND "trip"."daily_cost" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_published_idx" ON "trip" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"budget","comfort","detail","length_days","rating_average","rating_count","daily_cost","travel_types","countries","months","continents");--> statement-breakpoint
-- Pages and kept answers show amounts converted at these rates: a refresh renews them on every
-- instance as any change of what pages show does (0022, ADR 0047).
CREATE TRIGGER pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
-- The cost per day of stored trips is worked out by the domain's budget rule after the migrations
-- (server/db/data-steps.ts, ADR 0081): this asks for that step once.
INSERT INTO "app_meta" ("key", "value") VALUES ('pending:daily-costs', 'migration 0027') ON CONFLICT DO NOTHING;
