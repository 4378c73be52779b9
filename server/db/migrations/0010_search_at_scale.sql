-- Search without words reads only this index, never the wide rows of trip (ADR 0030, "Measured").
DROP INDEX "trip_published_idx";--> statement-breakpoint
CREATE INDEX "trip_published_idx" ON "trip" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"budget","comfort","detail","length_days","rating_average","rating_count","travel_types","countries","months");--> statement-breakpoint
-- Documents and texts are stored beside the row, not in it: finding the matches of a common word reads a
-- third of the pages (ADR 0030, "Measured"). The short lists search counts by stay in the row, uncompressed,
-- or every count would unpack them. Rows move when next written.
ALTER TABLE "trip" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "trip" ALTER COLUMN "travel_types" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "trip" ALTER COLUMN "countries" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "trip" ALTER COLUMN "months" SET STORAGE PLAIN;
