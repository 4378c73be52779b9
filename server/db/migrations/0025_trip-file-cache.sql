CREATE TABLE "trip_file_cache" (
	"trip_id" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "trip_file_cache_trip_id_kind_language_pk" PRIMARY KEY("trip_id","kind","language")
);
--> statement-breakpoint
ALTER TABLE "trip_file_cache" ADD CONSTRAINT "trip_file_cache_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;