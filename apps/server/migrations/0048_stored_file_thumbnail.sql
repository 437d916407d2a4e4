-- Photo galleries show thumbnails (docs/files.md "Thumbnails"): a stored image (PNG, JPEG, WebP, GIF)
-- keeps a small WebP of itself, made by the server when the file is uploaded, replaced or imported,
-- and written in the statement that writes the content, so the thumbnail is always the current
-- content's. Its size is kept beside it so a gallery reserves the space before the picture arrives.
-- Null for other files and for an image the server could not read.
ALTER TABLE "portal"."stored_file" ADD COLUMN "thumbnail" bytea;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file" ADD COLUMN "thumbnail_width" integer;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file" ADD COLUMN "thumbnail_height" integer;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file" ADD CONSTRAINT "stored_file_thumbnail_sized" CHECK (
	("thumbnail" IS NULL AND "thumbnail_width" IS NULL AND "thumbnail_height" IS NULL)
	OR ("thumbnail" IS NOT NULL AND "thumbnail_width" > 0 AND "thumbnail_height" > 0)
);
