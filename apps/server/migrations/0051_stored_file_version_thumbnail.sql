-- An earlier version of a photo keeps its thumbnail (docs/files.md "Thumbnails"): when a file is
-- replaced, its thumbnail moves into the version row with its content, so the versions list can
-- show each one's picture and restoring a version brings its thumbnail back with its content.
-- Null for versions that are no images, and for versions kept before this migration (a restore
-- makes theirs from the content).
ALTER TABLE "portal"."stored_file_version" ADD COLUMN "thumbnail" bytea;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file_version" ADD COLUMN "thumbnail_width" integer;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file_version" ADD COLUMN "thumbnail_height" integer;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file_version" ADD CONSTRAINT "stored_file_version_thumbnail_sized" CHECK (
	("thumbnail" IS NULL AND "thumbnail_width" IS NULL AND "thumbnail_height" IS NULL)
	OR ("thumbnail" IS NOT NULL AND "thumbnail_width" > 0 AND "thumbnail_height" > 0)
);
