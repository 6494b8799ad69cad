-- The application's own connection runs as `freeboard_platform`, never as the role that owns the
-- schema: it reaches the platform tables (accounts, sessions, sign-in state, tenants) and nothing
-- of any tenant. Tenant data is reached only by dropping to `freeboard_app` inside a transaction
-- that names the tenant (withTenant), under row-level security. A query of a tenant table through the
-- plain connection is refused (permission denied), whatever route makes it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'freeboard_platform') THEN
    CREATE ROLE freeboard_platform NOLOGIN;
  END IF;
EXCEPTION
  -- Another database of the same server created it at the same moment.
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT freeboard_platform TO %I', current_user);
EXCEPTION
  WHEN OTHERS THEN NULL; -- already a member, or a superuser, who needs no grant to SET ROLE
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO freeboard_platform;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON tenants, users, refresh_tokens, login_failures, saml_login_codes
TO freeboard_platform;
--> statement-breakpoint
-- The text extraction queue is claimed across tenants by the background worker. It sees the queue's
-- bookkeeping (which document of which tenant is due), never a document: it reads and writes those
-- as the document's tenant.
GRANT SELECT (tenant_id, document_id, attempts, run_after, locked_until),
  UPDATE (attempts, locked_until)
ON document_text_jobs TO freeboard_platform;
--> statement-breakpoint
CREATE POLICY text_job_claims ON document_text_jobs FOR ALL TO freeboard_platform USING (true) WITH CHECK (true);
