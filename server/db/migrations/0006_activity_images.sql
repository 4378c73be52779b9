ALTER TABLE "activity" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "activity" SET "images" = jsonb_build_array(jsonb_build_object('key', "image", 'highlight', true)) WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" DROP COLUMN "image";
