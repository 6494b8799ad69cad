-- Secrets out of every route's reach (decision 0038). Any route can find the application's handle
-- (`freeboard_platform`); through it, it could read every account's password hash, every refresh
-- token's hash and every tenant's invitations. From here on the platform role reads none of them:
-- password hashes, refresh-token hashes and invitation tokens are read only through the functions
-- below, each of which looks up one row by its key. They run as the schema's owner (SECURITY
-- DEFINER) with a fixed search_path, so nobody can slip objects of their own in front of them.
--
-- Whether an account has a password is no secret (the profile and invitations need it): a column
-- computed from the hash says so, and it is readable where the hash is not.
ALTER TABLE "users" ADD COLUMN "has_password" boolean GENERATED ALWAYS AS ("password_hash" IS NOT NULL) STORED NOT NULL;
--> statement-breakpoint
-- Column privileges: the table-wide SELECT goes, and every column but the secret comes back, whatever
-- columns earlier migrations added. A column added by a later migration needs its own grant.
DO $$
DECLARE
  secret record;
  readable text;
BEGIN
  FOR secret IN SELECT * FROM (VALUES ('users', 'password_hash'), ('refresh_tokens', 'token_hash')) AS s (tab, col)
  LOOP
    EXECUTE format('REVOKE SELECT ON %I FROM freeboard_platform', secret.tab);
    SELECT string_agg(format('%I', column_name), ', ' ORDER BY ordinal_position) INTO readable
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = secret.tab AND column_name <> secret.col;
    EXECUTE format('GRANT SELECT (%s) ON %I TO freeboard_platform', readable, secret.tab);
  END LOOP;
END
$$;
--> statement-breakpoint
GRANT SELECT (has_password) ON users TO freeboard_app;
--> statement-breakpoint
-- The hash of one account's password, to verify a sign-in or a password change against.
CREATE FUNCTION account_password_hash(account_id uuid) RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$ SELECT u.password_hash FROM public.users u WHERE u.id = account_id $$;
--> statement-breakpoint
-- One refresh token, found by the hash of the token the browser presented; `lock` holds it until the
-- transaction ends, so two refreshes of one token take turns.
CREATE FUNCTION refresh_token_by_hash(presented_hash text, lock boolean DEFAULT false)
RETURNS TABLE (id uuid, user_id uuid, family_id uuid, expires_at timestamptz, replaced_at timestamptz, revoked_at timestamptz,
  sso_tenant_id uuid)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
BEGIN
  IF lock THEN
    RETURN QUERY SELECT t.id, t.user_id, t.family_id, t.expires_at, t.replaced_at, t.revoked_at, t.sso_tenant_id
      FROM public.refresh_tokens t WHERE t.token_hash = presented_hash FOR UPDATE;
  ELSE
    RETURN QUERY SELECT t.id, t.user_id, t.family_id, t.expires_at, t.replaced_at, t.revoked_at, t.sso_tenant_id
      FROM public.refresh_tokens t WHERE t.token_hash = presented_hash;
  END IF;
END
$$;
--> statement-breakpoint
-- Invitations are a tenant's rows like any other: the platform role loses them, and the tenant's
-- transactions (freeboard_app) issue, list and withdraw them under row-level security, without ever
-- reading a token's hash.
DROP POLICY IF EXISTS invitation_links ON invitations;
--> statement-breakpoint
REVOKE ALL ON invitations FROM freeboard_platform;
--> statement-breakpoint
REVOKE ALL ON invitations FROM freeboard_app;
--> statement-breakpoint
DO $$
DECLARE
  readable text;
BEGIN
  SELECT string_agg(format('%I', column_name), ', ' ORDER BY ordinal_position) INTO readable
  FROM information_schema.columns
  WHERE table_schema = 'public' AND table_name = 'invitations' AND column_name <> 'token_hash';
  EXECUTE format('GRANT SELECT (%s) ON invitations TO freeboard_app', readable);
END
$$;
--> statement-breakpoint
GRANT INSERT, UPDATE (expires_at, used_at) ON invitations TO freeboard_app;
--> statement-breakpoint
-- A link is opened before anyone is signed in, so before any tenant is known: the one invitation
-- the token names, with only what its page needs. `lock` holds it until the transaction ends, so two
-- tabs submitting the same link take turns. Using it is the tenant's business: the caller then
-- enters the tenant the invitation names, and marks it used there, under row-level security.
CREATE FUNCTION invitation_by_token(presented_hash text, lock boolean DEFAULT false)
RETURNS TABLE (
  user_id uuid, tenant_id uuid, expires_at timestamptz, used_at timestamptz, email text, name text,
  has_password boolean, account_active boolean, tenant_name text
)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
BEGIN
  IF lock THEN
    RETURN QUERY SELECT i.user_id, i.tenant_id, i.expires_at, i.used_at, u.email, u.name,
        u.password_hash IS NOT NULL, u.is_active, t.name
      FROM public.invitations i
      JOIN public.users u ON u.id = i.user_id
      JOIN public.tenants t ON t.id = i.tenant_id
      WHERE i.token_hash = presented_hash
      FOR UPDATE OF i;
  ELSE
    RETURN QUERY SELECT i.user_id, i.tenant_id, i.expires_at, i.used_at, u.email, u.name,
        u.password_hash IS NOT NULL, u.is_active, t.name
      FROM public.invitations i
      JOIN public.users u ON u.id = i.user_id
      JOIN public.tenants t ON t.id = i.tenant_id
      WHERE i.token_hash = presented_hash;
  END IF;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION account_password_hash(uuid), refresh_token_by_hash(text, boolean),
  invitation_by_token(text, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION account_password_hash(uuid), refresh_token_by_hash(text, boolean),
  invitation_by_token(text, boolean) TO freeboard_platform;
