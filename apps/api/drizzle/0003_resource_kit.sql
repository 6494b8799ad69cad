CREATE TABLE "code_sequences" (
	"tenant_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "code_sequences_tenant_id_prefix_pk" PRIMARY KEY("tenant_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "infrastructures" DROP CONSTRAINT "infrastructures_tenant_id_site_id_sites_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "code_sequences" ADD CONSTRAINT "code_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_subject_idx" ON "activity" USING btree ("tenant_id","subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "infrastructures_site_idx" ON "infrastructures" USING btree ("tenant_id","site_id");--> statement-breakpoint
CREATE INDEX "risks_asset_idx" ON "risks" USING btree ("tenant_id","asset_type","asset_id","status");--> statement-breakpoint
CREATE INDEX "sites_status_idx" ON "sites" USING btree ("tenant_id","status","code");--> statement-breakpoint
CREATE INDEX "sites_country_idx" ON "sites" USING btree ("tenant_id","country","code");--> statement-breakpoint
CREATE INDEX "sites_name_idx" ON "sites" USING btree ("tenant_id","name","id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_status_check" CHECK ("sites"."status" in ('active', 'care_and_maintenance', 'closed'));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON code_sequences TO freeboard_app;
--> statement-breakpoint
ALTER TABLE code_sequences ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE code_sequences FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON code_sequences
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
