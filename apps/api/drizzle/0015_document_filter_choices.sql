CREATE TABLE "document_filter_choices" (
	"tenant_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "document_filter_choices_tenant_id_scope_kind_value_pk" PRIMARY KEY("tenant_id","scope","kind","value"),
	CONSTRAINT "document_filter_choices_kind_check" CHECK ("document_filter_choices"."kind" in ('author', 'tag'))
);
--> statement-breakpoint
ALTER TABLE "document_filter_choices" ADD CONSTRAINT "document_filter_choices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The filter choices one document gives: its author and each of its tags, in every scope it is listed
-- in (the whole library; its section, or "unassigned" when it has neither section nor asset; its asset).
CREATE FUNCTION freeboard_document_filter_entries(author text, tags text[], non_asset_category text, asset_type text, asset_id uuid)
  RETURNS TABLE (scope text, kind text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT scope, entry.kind, entry.value
  FROM unnest(array_remove(ARRAY[
    'all',
    CASE WHEN non_asset_category IS NOT NULL THEN non_asset_category WHEN asset_id IS NULL THEN 'unassigned' END,
    CASE WHEN asset_id IS NOT NULL THEN asset_type || ':' || asset_id::text END
  ], NULL)) AS scope
  CROSS JOIN (
    SELECT 'author', author WHERE author IS NOT NULL
    UNION
    SELECT 'tag', tag FROM unnest(tags) AS tag
  ) AS entry (kind, value)
$$;
--> statement-breakpoint
-- One statement per change, its rows in key order: two documents changed at once lock the counts they
-- share in the same order and cannot deadlock. A decrement whose row is gone (the tenant being deleted,
-- its rows cascading) is dropped rather than inserted.
CREATE FUNCTION freeboard_document_filter_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_filter_choices AS choice (tenant_id, scope, kind, value, documents)
  SELECT coalesce(NEW.tenant_id, OLD.tenant_id), change.scope, change.kind, change.value, sum(change.delta)::integer
  FROM (
    SELECT entry.*, -1 AS delta
    FROM freeboard_document_filter_entries(OLD.author, OLD.tags, OLD.non_asset_category, OLD.asset_type, OLD.asset_id) AS entry
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT entry.*, 1 AS delta
    FROM freeboard_document_filter_entries(NEW.author, NEW.tags, NEW.non_asset_category, NEW.asset_type, NEW.asset_id) AS entry
    WHERE TG_OP <> 'DELETE'
  ) AS change
  GROUP BY change.scope, change.kind, change.value
  HAVING sum(change.delta) > 0 OR (sum(change.delta) < 0 AND EXISTS (
    SELECT 1 FROM document_filter_choices AS existing
    WHERE existing.tenant_id = coalesce(NEW.tenant_id, OLD.tenant_id)
      AND existing.scope = change.scope AND existing.kind = change.kind AND existing.value = change.value))
  ORDER BY change.scope, change.kind, change.value
  ON CONFLICT (tenant_id, scope, kind, value) DO UPDATE SET documents = choice.documents + excluded.documents;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_filter_choices AFTER INSERT OR DELETE OR UPDATE OF author, tags, non_asset_category, asset_type, asset_id
  ON documents FOR EACH ROW EXECUTE FUNCTION freeboard_document_filter_counts();
--> statement-breakpoint
-- Counts a tenant's filter choices again from its documents: for the documents stored before this
-- migration, and for rows written with triggers off (a bulk load under session_replication_role).
CREATE FUNCTION freeboard_document_filter_recount(tenant uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM document_filter_choices WHERE tenant_id = tenant;
  INSERT INTO document_filter_choices (tenant_id, scope, kind, value, documents)
    SELECT tenant, entry.scope, entry.kind, entry.value, count(*)::integer
    FROM documents
    CROSS JOIN LATERAL freeboard_document_filter_entries(documents.author, documents.tags, documents.non_asset_category, documents.asset_type, documents.asset_id) AS entry
    WHERE documents.tenant_id = tenant
    GROUP BY entry.scope, entry.kind, entry.value;
$$;
--> statement-breakpoint
SELECT freeboard_document_filter_recount(id) FROM tenants;
--> statement-breakpoint
REVOKE ALL ON FUNCTION freeboard_document_filter_recount(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON document_filter_choices TO freeboard_app;
--> statement-breakpoint
ALTER TABLE document_filter_choices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE document_filter_choices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON document_filter_choices
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
