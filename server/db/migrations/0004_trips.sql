CREATE TABLE "accommodation" (
	"id" text PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"name" text,
	"image" text,
	"price" text,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "accommodation_place_id_unique" UNIQUE("place_id")
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" text PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'sight' NOT NULL,
	"image" text,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day" (
	"id" text PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"number" integer NOT NULL,
	"activity_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direction" (
	"id" text PRIMARY KEY NOT NULL,
	"place_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"price" text,
	"overnight" boolean DEFAULT false NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"duration" integer DEFAULT 0 NOT NULL,
	"date_from" date,
	"date_to" date,
	"image" text,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_image" text,
	"date_from" date,
	"date_to" date,
	"period" text,
	"travel_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"apps" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget" smallint DEFAULT 0 NOT NULL,
	"comfort" smallint DEFAULT 0 NOT NULL,
	"detail" smallint DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accommodation" ADD CONSTRAINT "accommodation_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day" ADD CONSTRAINT "day_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direction" ADD CONSTRAINT "direction_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_place_idx" ON "activity" USING btree ("place_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "day_place_number_idx" ON "day" USING btree ("place_id","number");--> statement-breakpoint
CREATE INDEX "direction_place_idx" ON "direction" USING btree ("place_id","position");--> statement-breakpoint
CREATE INDEX "place_trip_idx" ON "place" USING btree ("trip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_slug_idx" ON "trip" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "trip_author_idx" ON "trip" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "trip_published_idx" ON "trip" USING btree ("status","published_at");