CREATE INDEX "documents_author_idx" ON "documents" USING btree ("tenant_id","author");--> statement-breakpoint
CREATE INDEX "documents_tags_idx" ON "documents" USING gin ("tags");--> statement-breakpoint
-- The documents' filter choices (authors, tags) are cached per process like the risk register: a change
-- to a document is announced so that every process drops them.
CREATE TRIGGER documents_notify_change AFTER INSERT OR UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
