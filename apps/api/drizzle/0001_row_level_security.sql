-- Row-level security: the application role sees only the rows of the tenant set in the transaction
-- (`app.tenant_id`, set by withTenant). The NULLIF matters: a reused connection reports '' for an
-- unset setting, which must mean "no tenant", not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'freeboard_app') THEN
    CREATE ROLE freeboard_app NOLOGIN;
  END IF;
EXCEPTION
  -- Another database of the same server created it at the same moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT freeboard_app TO %I', current_user);
EXCEPTION
  WHEN OTHERS THEN NULL; -- already a member, or a superuser, who needs no grant to SET ROLE
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO freeboard_app;
--> statement-breakpoint
GRANT SELECT ON tenants TO freeboard_app;
--> statement-breakpoint
GRANT SELECT (id, email, name, job_title, locale, is_active) ON users TO freeboard_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON
  memberships, saml_settings, saml_assertions, sites, infrastructures, facilities, cross_sections,
  documents, document_mentions, risks, controls, risk_controls
TO freeboard_app;
--> statement-breakpoint
-- The audit trail is append-only for the application.
GRANT SELECT, INSERT ON activity TO freeboard_app;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY[
    'saml_settings', 'saml_assertions', 'activity', 'sites', 'infrastructures', 'facilities',
    'cross_sections', 'documents', 'document_mentions', 'risks', 'controls', 'risk_controls'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::uuid) WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::uuid)',
      tenant_table
    );
  END LOOP;
END
$$;
--> statement-breakpoint
-- Memberships are seen by their tenant, and by their own user (to list the tenants one may enter).
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON memberships
  USING (
    tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid
    OR user_id = NULLIF(current_setting('app.user_id', true), '')::uuid
  )
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
