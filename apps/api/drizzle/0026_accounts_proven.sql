-- Accounts that no other tenant can take over (decision 0037). An account's email counts as proven
-- only once a link emailed to that address (never one shown to an admin) has been used; a tenant
-- adding an existing account makes a pending membership that the person accepts; a session a
-- tenant's identity provider started reaches that tenant only.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
-- The tenant whose identity provider created the account (just-in-time): that provider may sign it in again.
ALTER TABLE "users" ADD COLUMN "provisioned_by_tenant_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provisioned_by_tenant_id_tenants_id_fk" FOREIGN KEY ("provisioned_by_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Every membership so far was entered on the word of the tenant that made it: it stays accepted.
-- From here on a tenant admin's addition is pending (null) until the person accepts it.
ALTER TABLE "memberships" ADD COLUMN "accepted_at" timestamp with time zone DEFAULT now();
--> statement-breakpoint
-- The name the admin typed, shown in this tenant until the person accepts (the account's own name
-- is the person's, not the tenant's to learn before they join).
ALTER TABLE "memberships" ADD COLUMN "display_name" text;
--> statement-breakpoint
-- The tenant whose identity provider vouched for the sign-in: the session reaches that tenant only.
-- (Not named tenant_id: these are platform rows, read before any tenant is entered.)
ALTER TABLE "saml_login_codes" ADD COLUMN "sso_tenant_id" uuid;
--> statement-breakpoint
ALTER TABLE "saml_login_codes" ADD CONSTRAINT "saml_login_codes_sso_tenant_id_tenants_id_fk" FOREIGN KEY ("sso_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The same tenant, carried by every refresh token of the session it started (rotation copies it):
-- the session reaches that tenant only. Null for a password sign-in's session.
ALTER TABLE "refresh_tokens" ADD COLUMN "sso_tenant_id" uuid;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_sso_tenant_id_tenants_id_fk" FOREIGN KEY ("sso_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
