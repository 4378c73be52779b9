CREATE TABLE "trip_of_the_day" (
	"day" date PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_of_the_day" ADD CONSTRAINT "trip_of_the_day_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_of_the_day_trip_idx" ON "trip_of_the_day" USING btree ("trip_id","day");