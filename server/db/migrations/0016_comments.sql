CREATE TABLE "comment" (
	"id" text PRIMARY KEY NOT NULL,
	"trip_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"root_id" text,
	"reply_to_id" text,
	"depth" integer DEFAULT 0 NOT NULL,
	"links" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_root_id_comment_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_reply_to_id_comment_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."comment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_trip_idx" ON "comment" USING btree ("trip_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comment_root_idx" ON "comment" USING btree ("root_id","created_at");--> statement-breakpoint
CREATE INDEX "comment_author_idx" ON "comment" USING btree ("author_id");--> statement-breakpoint
-- Threads stay whole whatever the door (the API, the trip's author, an admin, a deleted account):
-- a top-level comment with replies becomes a placeholder instead of going, unless its trip is
-- gone too; a placeholder goes with its last reply (ADR 0036).
CREATE FUNCTION "comment_keeps_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.root_id IS NULL
    AND EXISTS (SELECT 1 FROM "trip" WHERE "id" = OLD.trip_id)
    AND EXISTS (SELECT 1 FROM "comment" WHERE "root_id" = OLD.id) THEN
    UPDATE "comment" SET "body" = '', "deleted_at" = coalesce("deleted_at", now()) WHERE "id" = OLD.id;
    RETURN NULL;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "comment_keeps_thread" BEFORE DELETE ON "comment" FOR EACH ROW EXECUTE FUNCTION "comment_keeps_thread"();--> statement-breakpoint
CREATE FUNCTION "comment_prunes_thread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.root_id IS NOT NULL THEN
    DELETE FROM "comment" AS c WHERE c."id" = OLD.root_id AND c."deleted_at" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "comment" AS r WHERE r."root_id" = c."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "comment_prunes_thread" AFTER DELETE ON "comment" FOR EACH ROW EXECUTE FUNCTION "comment_prunes_thread"();--> statement-breakpoint
-- A deleted account's words go with it, by the same rule: what others answered stays a placeholder.
CREATE FUNCTION "user_comments_go"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "comment" WHERE "author_id" = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_comments_go" BEFORE DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION "user_comments_go"();
