CREATE TABLE "control_verifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"control_id" uuid NOT NULL,
	"verified_on" date NOT NULL,
	"result" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_verifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "control_verifications_result_check" CHECK ("control_verifications"."result" in ('effective', 'partially_effective', 'not_effective'))
);
--> statement-breakpoint
CREATE TABLE "risk_matrices" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"likelihood_levels" jsonb NOT NULL,
	"consequence_levels" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_evidence" (
	"tenant_id" uuid NOT NULL,
	"verification_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "verification_evidence_tenant_id_verification_id_document_id_pk" PRIMARY KEY("tenant_id","verification_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "action_evidence" (
	"tenant_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "action_evidence_tenant_id_action_id_document_id_pk" PRIMARY KEY("tenant_id","action_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"risk_id" uuid,
	"control_id" uuid,
	"source_reference" text,
	"asset_type" text,
	"asset_id" uuid,
	"owner_id" uuid,
	"priority" text NOT NULL,
	"due_date" date,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closing_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "actions_source_check" CHECK ("actions"."source" in ('risk', 'control', 'evaluation_finding', 'review', 'manual')),
	CONSTRAINT "actions_asset_type_check" CHECK ("actions"."asset_type" in ('site', 'infrastructure', 'facility', 'cross-section')),
	CONSTRAINT "actions_priority_check" CHECK ("actions"."priority" in ('P1', 'P2', 'P3', 'P4')),
	CONSTRAINT "actions_status_check" CHECK ("actions"."status" in ('open', 'in_progress', 'done', 'cancelled')),
	CONSTRAINT "actions_source_link_check" CHECK (("actions"."risk_id" is not null) = ("actions"."source" = 'risk') and ("actions"."control_id" is not null) = ("actions"."source" = 'control'))
);
--> statement-breakpoint
ALTER TABLE "controls" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "risks" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "control_verifications" ADD CONSTRAINT "control_verifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_verifications" ADD CONSTRAINT "control_verifications_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_verifications" ADD CONSTRAINT "control_verifications_tenant_id_control_id_controls_tenant_id_id_fk" FOREIGN KEY ("tenant_id","control_id") REFERENCES "public"."controls"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_matrices" ADD CONSTRAINT "risk_matrices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_tenant_id_verification_id_control_verifications_tenant_id_id_fk" FOREIGN KEY ("tenant_id","verification_id") REFERENCES "public"."control_verifications"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_evidence" ADD CONSTRAINT "action_evidence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_evidence" ADD CONSTRAINT "action_evidence_tenant_id_action_id_actions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","action_id") REFERENCES "public"."actions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_evidence" ADD CONSTRAINT "action_evidence_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_tenant_id_risk_id_risks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","risk_id") REFERENCES "public"."risks"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_tenant_id_control_id_controls_tenant_id_id_fk" FOREIGN KEY ("tenant_id","control_id") REFERENCES "public"."controls"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_verifications_control_idx" ON "control_verifications" USING btree ("tenant_id","control_id","verified_on");--> statement-breakpoint
CREATE INDEX "verification_evidence_document_idx" ON "verification_evidence" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE INDEX "action_evidence_document_idx" ON "action_evidence" USING btree ("tenant_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "actions_code_key" ON "actions" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "actions_status_idx" ON "actions" USING btree ("tenant_id","status","code");--> statement-breakpoint
CREATE INDEX "actions_owner_idx" ON "actions" USING btree ("tenant_id","owner_id","status");--> statement-breakpoint
CREATE INDEX "actions_due_idx" ON "actions" USING btree ("tenant_id","due_date");--> statement-breakpoint
CREATE INDEX "actions_asset_idx" ON "actions" USING btree ("tenant_id","asset_type","asset_id");--> statement-breakpoint
CREATE INDEX "actions_risk_idx" ON "actions" USING btree ("tenant_id","risk_id");--> statement-breakpoint
CREATE INDEX "actions_control_idx" ON "actions" USING btree ("tenant_id","control_id");--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "controls_owner_idx" ON "controls" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "risks_owner_idx" ON "risks" USING btree ("tenant_id","owner_id");--> statement-breakpoint
-- Owners were names; they are members now. A name that is one member of the risk's tenant becomes
-- that member; any other is left unowned (the Activity trail keeps the old name).
UPDATE "risks" SET "owner_id" = (
  SELECT u.id FROM users u JOIN memberships m ON m.user_id = u.id AND m.tenant_id = risks.tenant_id
  WHERE u.name = risks.owner ORDER BY u.id LIMIT 1);--> statement-breakpoint
UPDATE "controls" SET "owner_id" = (
  SELECT u.id FROM users u JOIN memberships m ON m.user_id = u.id AND m.tenant_id = controls.tenant_id
  WHERE u.name = controls.owner ORDER BY u.id LIMIT 1);--> statement-breakpoint
-- Frequencies were free text; the calendar ones become the enumeration, anything else is event-driven.
UPDATE "controls" SET "verification_frequency" = CASE
  WHEN verification_frequency ILIKE 'daily%' THEN 'daily'
  WHEN verification_frequency ILIKE 'weekly%' THEN 'weekly'
  WHEN verification_frequency ILIKE 'monthly%' THEN 'monthly'
  WHEN verification_frequency ILIKE 'quarterly%' THEN 'quarterly'
  WHEN verification_frequency ILIKE 'six-monthly%' OR verification_frequency ILIKE 'half-yearly%' THEN 'six_monthly'
  WHEN verification_frequency ILIKE 'annual%' OR verification_frequency ILIKE 'yearly%' THEN 'yearly'
  WHEN verification_frequency ILIKE 'every 2 years%' THEN 'two_yearly'
  WHEN verification_frequency ILIKE 'every 3 years%' THEN 'three_yearly'
  WHEN verification_frequency ILIKE 'every 5 years%' THEN 'five_yearly'
  ELSE 'event_driven' END
WHERE verification_frequency IS NOT NULL;--> statement-breakpoint
-- Each tenant keeps the matrix it rated by, named in its default language.
INSERT INTO "risk_matrices" ("tenant_id", "likelihood_levels", "consequence_levels", "cells")
SELECT id,
  CASE WHEN default_locale = 'es' THEN '["Raro","Improbable","Posible","Probable","Casi seguro"]'::jsonb
       ELSE '["Rare","Unlikely","Possible","Likely","Almost certain"]'::jsonb END,
  CASE WHEN default_locale = 'es' THEN '["Menor","Moderada","Mayor","Grave","Catastrófica"]'::jsonb
       ELSE '["Minor","Moderate","Major","Severe","Catastrophic"]'::jsonb END,
  risk_matrix
FROM "tenants" WHERE jsonb_typeof(risk_matrix) = 'array' AND jsonb_array_length(risk_matrix) = 5;--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "risk_matrix";--> statement-breakpoint
ALTER TABLE "controls" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "risks" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_verification_frequency_check" CHECK ("controls"."verification_frequency" in ('daily', 'weekly', 'monthly', 'quarterly', 'six_monthly', 'yearly', 'two_yearly', 'three_yearly', 'five_yearly', 'event_driven'));--> statement-breakpoint
-- Tenant data: the application role reads and writes it under the tenant's policy; the platform role
-- (the application's own connection) has no grant, so it cannot reach it (decision 0021).
-- Verifications are a record of what happened: they are added, never changed.
GRANT SELECT, INSERT, UPDATE, DELETE ON actions, action_evidence, risk_matrices TO freeboard_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON control_verifications, verification_evidence TO freeboard_app;
--> statement-breakpoint
ALTER TABLE control_verifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE control_verifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON control_verifications
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE TRIGGER control_verifications_notify_change AFTER INSERT OR UPDATE OR DELETE ON control_verifications
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
ALTER TABLE verification_evidence ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE verification_evidence FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON verification_evidence
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE TRIGGER verification_evidence_notify_change AFTER INSERT OR UPDATE OR DELETE ON verification_evidence
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
ALTER TABLE actions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE actions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON actions
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE TRIGGER actions_notify_change AFTER INSERT OR UPDATE OR DELETE ON actions
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
ALTER TABLE action_evidence ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE action_evidence FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON action_evidence
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE TRIGGER action_evidence_notify_change AFTER INSERT OR UPDATE OR DELETE ON action_evidence
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
ALTER TABLE risk_matrices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE risk_matrices FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON risk_matrices
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE TRIGGER risk_matrices_notify_change AFTER INSERT OR UPDATE OR DELETE ON risk_matrices
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
