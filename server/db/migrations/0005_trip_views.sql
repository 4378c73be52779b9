CREATE TABLE "trip_view" (
	"trip_id" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "trip_view_trip_id_visitor_day_pk" PRIMARY KEY("trip_id","visitor","day")
);
--> statement-breakpoint
ALTER TABLE "trip_view" ADD CONSTRAINT "trip_view_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;