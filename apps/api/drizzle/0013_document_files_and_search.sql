CREATE TABLE "document_text_jobs" (
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_text_jobs_tenant_id_document_id_pk" PRIMARY KEY("tenant_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"revision" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_tenant_id_document_id_version_number_pk" PRIMARY KEY("tenant_id","document_id","version_number")
);
--> statement-breakpoint
ALTER TABLE "document_mentions" ADD COLUMN "source" text DEFAULT 'explicit' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_language" text DEFAULT 'simple' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "document_text_jobs" ADD CONSTRAINT "document_text_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_text_jobs" ADD CONSTRAINT "document_text_jobs_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_text_jobs_due_idx" ON "document_text_jobs" USING btree ("run_after");--> statement-breakpoint
CREATE INDEX "document_versions_sha256_idx" ON "document_versions" USING btree ("tenant_id","sha256");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "document_mentions" ADD CONSTRAINT "document_mentions_source_check" CHECK ("document_mentions"."source" in ('explicit', 'detected'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_text_status_check" CHECK ("documents"."text_status" in ('pending', 'indexed', 'no_text', 'failed'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_text_language_check" CHECK ("documents"."text_language" in ('english', 'spanish', 'simple'));--> statement-breakpoint
-- What full-text search looks in, weighted: the title first, then who wrote it, its tags and file
-- name, then the text of the file. Words are indexed both as written ('simple') and stemmed in the
-- document's language, so a search finds "failures" from "failure" and also an exact code.
CREATE FUNCTION freeboard_document_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector(NEW.text_language::regconfig, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', NEW.author, array_to_string(NEW.tags, ' '), NEW.file_name)), 'B') ||
    setweight(to_tsvector(NEW.text_language::regconfig, NEW.extracted_text), 'C');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_search_vector BEFORE INSERT OR UPDATE OF title, author, tags, file_name, extracted_text, text_language
  ON documents FOR EACH ROW EXECUTE FUNCTION freeboard_document_search_vector();
--> statement-breakpoint
-- Documents stored before text was indexed in the background: their text is already there.
UPDATE documents SET
  text_status = CASE WHEN extracted_text <> '' THEN 'indexed' ELSE 'no_text' END,
  text_language = 'english';
--> statement-breakpoint
-- Every document so far had one file: it becomes version 1.
INSERT INTO document_versions (tenant_id, document_id, version_number, file_name, mime_type, size_bytes, sha256, storage_key, revision, uploaded_by, created_at)
  SELECT tenant_id, id, 1, file_name, mime_type, size_bytes, sha256, storage_key, revision, uploaded_by, created_at FROM documents;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON document_versions TO freeboard_app;
--> statement-breakpoint
ALTER TABLE document_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE document_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_versions
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON document_text_jobs TO freeboard_app;
--> statement-breakpoint
ALTER TABLE document_text_jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE document_text_jobs FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_text_jobs
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
