-- File areas as a document library (docs/files.md): the text of each stored file for the full-text
-- search (German stemming, so "Anträge" finds "Antrag"), and the earlier contents of a replaced file.
-- `content_text` is null until the server has read the file's text (PDF or plain text; '' for other
-- types); rows stored by an earlier version are read at the next start. The search vector is written
-- with the text, in the same statement, from the file's name and its text.
ALTER TABLE "portal"."stored_file" ADD COLUMN "content_text" text;
--> statement-breakpoint
ALTER TABLE "portal"."stored_file" ADD COLUMN "search_vector" tsvector;
--> statement-breakpoint
CREATE INDEX "stored_file_search" ON "portal"."stored_file" USING gin ("search_vector");
--> statement-breakpoint
CREATE TABLE "portal"."stored_file_version" (
	"area" text NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"content" bytea NOT NULL,
	"modified_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" text NOT NULL,
	PRIMARY KEY ("area", "folder", "name", "version"),
	CONSTRAINT "stored_file_version_positive" CHECK ("version" > 0),
	CONSTRAINT "stored_file_version_file" FOREIGN KEY ("area", "folder", "name")
		REFERENCES "portal"."stored_file" ("area", "folder", "name") ON DELETE CASCADE
);
