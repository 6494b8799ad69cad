CREATE TABLE "asset_assignments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"since" date NOT NULL,
	"until" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_assignments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "asset_assignments_asset_type_check" CHECK ("asset_assignments"."asset_type" in ('site', 'facility')),
	CONSTRAINT "asset_assignments_role_check" CHECK ("asset_assignments"."role" in ('accountable_executive', 'rtfe', 'engineer_of_record', 'itrb_member', 'site_manager', 'surveillance', 'other')),
	CONSTRAINT "asset_assignments_period_check" CHECK ("asset_assignments"."until" is null or "asset_assignments"."until" >= "asset_assignments"."since")
);
--> statement-breakpoint
CREATE TABLE "consequence_ratings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cross_section_id" uuid NOT NULL,
	"population_at_risk" text NOT NULL,
	"potential_loss_of_life" text NOT NULL,
	"environment" text NOT NULL,
	"health_social_cultural" text NOT NULL,
	"infrastructure_economics" text NOT NULL,
	"overall_class" text NOT NULL,
	"population_at_risk_count" integer,
	"potential_loss_of_life_estimate" integer,
	"rationale" text NOT NULL,
	"evidence_document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rated_by" uuid,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consequence_ratings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "consequence_ratings_population_at_risk_check" CHECK ("consequence_ratings"."population_at_risk" in ('low', 'significant', 'high', 'very_high', 'extreme')),
	CONSTRAINT "consequence_ratings_potential_loss_of_life_check" CHECK ("consequence_ratings"."potential_loss_of_life" in ('low', 'significant', 'high', 'very_high', 'extreme')),
	CONSTRAINT "consequence_ratings_environment_check" CHECK ("consequence_ratings"."environment" in ('low', 'significant', 'high', 'very_high', 'extreme')),
	CONSTRAINT "consequence_ratings_health_social_cultural_check" CHECK ("consequence_ratings"."health_social_cultural" in ('low', 'significant', 'high', 'very_high', 'extreme')),
	CONSTRAINT "consequence_ratings_infrastructure_economics_check" CHECK ("consequence_ratings"."infrastructure_economics" in ('low', 'significant', 'high', 'very_high', 'extreme')),
	CONSTRAINT "consequence_ratings_overall_class_check" CHECK ("consequence_ratings"."overall_class" in ('low', 'significant', 'high', 'very_high', 'extreme')),
	CONSTRAINT "consequence_ratings_counts_check" CHECK ("consequence_ratings"."population_at_risk_count" >= 0 and "consequence_ratings"."potential_loss_of_life_estimate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "criteria_defaults" (
	"tenant_id" uuid NOT NULL,
	"consequence_class" text NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "criteria_defaults_tenant_id_consequence_class_pk" PRIMARY KEY("tenant_id","consequence_class"),
	CONSTRAINT "criteria_defaults_class_check" CHECK ("criteria_defaults"."consequence_class" in ('low', 'significant', 'high', 'very_high', 'extreme'))
);
--> statement-breakpoint
CREATE TABLE "design_criteria" (
	"tenant_id" uuid NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" uuid NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "design_criteria_tenant_id_asset_type_asset_id_pk" PRIMARY KEY("tenant_id","asset_type","asset_id"),
	CONSTRAINT "design_criteria_asset_type_check" CHECK ("design_criteria"."asset_type" in ('site', 'infrastructure', 'facility', 'cross-section'))
);
--> statement-breakpoint
CREATE TABLE "stability_results" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cross_section_id" uuid NOT NULL,
	"load_case" text NOT NULL,
	"method" text NOT NULL,
	"factor_of_safety" numeric(6, 3) NOT NULL,
	"analysis_date" date NOT NULL,
	"document_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stability_results_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stability_results_load_case_check" CHECK ("stability_results"."load_case" in ('end_of_construction', 'long_term_static', 'rapid_drawdown', 'pseudo_static', 'post_earthquake')),
	CONSTRAINT "stability_results_factor_check" CHECK ("stability_results"."factor_of_safety" > 0)
);
--> statement-breakpoint
ALTER TABLE "cross_sections" DROP CONSTRAINT "cross_sections_tenant_id_facility_id_facilities_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "facilities" DROP CONSTRAINT "facilities_tenant_id_infrastructure_id_infrastructures_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "cross_sections" ADD COLUMN "consequence_class" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "consequence_class" text;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_assignments" ADD CONSTRAINT "asset_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consequence_ratings" ADD CONSTRAINT "consequence_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consequence_ratings" ADD CONSTRAINT "consequence_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consequence_ratings" ADD CONSTRAINT "consequence_ratings_tenant_id_cross_section_id_cross_sections_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cross_section_id") REFERENCES "public"."cross_sections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criteria_defaults" ADD CONSTRAINT "criteria_defaults_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_criteria" ADD CONSTRAINT "design_criteria_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_results" ADD CONSTRAINT "stability_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_results" ADD CONSTRAINT "stability_results_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stability_results" ADD CONSTRAINT "stability_results_tenant_id_cross_section_id_cross_sections_tenant_id_id_fk" FOREIGN KEY ("tenant_id","cross_section_id") REFERENCES "public"."cross_sections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_assignments_asset_idx" ON "asset_assignments" USING btree ("tenant_id","asset_type","asset_id","role");--> statement-breakpoint
CREATE INDEX "consequence_ratings_cross_section_idx" ON "consequence_ratings" USING btree ("tenant_id","cross_section_id","rated_at","id");--> statement-breakpoint
CREATE INDEX "stability_results_cross_section_idx" ON "stability_results" USING btree ("tenant_id","cross_section_id","analysis_date");--> statement-breakpoint
ALTER TABLE "cross_sections" ADD CONSTRAINT "cross_sections_tenant_id_facility_id_facilities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."facilities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_tenant_id_infrastructure_id_infrastructures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","infrastructure_id") REFERENCES "public"."infrastructures"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_class_idx" ON "facilities" USING btree ("tenant_id","consequence_class","code");--> statement-breakpoint
ALTER TABLE "cross_sections" ADD CONSTRAINT "cross_sections_consequence_class_check" CHECK ("cross_sections"."consequence_class" in ('low', 'significant', 'high', 'very_high', 'extreme'));--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_consequence_class_check" CHECK ("facilities"."consequence_class" in ('low', 'significant', 'high', 'very_high', 'extreme'));--> statement-breakpoint
-- A stability result may name the analysis document; deleting the document keeps the result and
-- clears only the reference (SET NULL of one column of the composite key, PostgreSQL 15+).
ALTER TABLE "stability_results" ADD CONSTRAINT "stability_results_document_fk"
  FOREIGN KEY ("tenant_id", "document_id") REFERENCES "documents" ("tenant_id", "id") ON DELETE SET NULL ("document_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON design_criteria, criteria_defaults, stability_results, asset_assignments
  TO freeboard_app;
--> statement-breakpoint
-- Ratings are history: the application adds them and never changes or removes one.
GRANT SELECT, INSERT ON consequence_ratings TO freeboard_app;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['consequence_ratings', 'design_criteria', 'criteria_defaults',
    'stability_results', 'asset_assignments']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I
         USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::uuid)
         WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::uuid)',
      tenant_table);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Consequence classes in rising order, for "the highest of".
CREATE FUNCTION freeboard_class_rank(value text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_position(ARRAY['low', 'significant', 'high', 'very_high', 'extreme'], value) $$;
--> statement-breakpoint
-- A cross-section's class is the overall class of its newest rating: kept on the row when a rating
-- is added, so lists filter and sort by it through an index instead of finding the newest rating of
-- every cross-section on every read.
CREATE FUNCTION freeboard_cross_section_current_class() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE cross_sections SET consequence_class = (
    SELECT overall_class FROM consequence_ratings
    WHERE tenant_id = NEW.tenant_id AND cross_section_id = NEW.cross_section_id
    ORDER BY rated_at DESC, id DESC
    LIMIT 1)
  WHERE tenant_id = NEW.tenant_id AND id = NEW.cross_section_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consequence_ratings_current_class AFTER INSERT ON consequence_ratings
  FOR EACH ROW EXECUTE FUNCTION freeboard_cross_section_current_class();
--> statement-breakpoint
-- A facility's class is the highest current class of its cross-sections (GISTM 4.1), kept on the row
-- whenever a cross-section's class changes, one is added, moved to another facility, or removed.
CREATE FUNCTION freeboard_facility_class(facility_tenant uuid, facility uuid) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT consequence_class FROM cross_sections
    WHERE tenant_id = facility_tenant AND facility_id = facility AND consequence_class IS NOT NULL
    ORDER BY freeboard_class_rank(consequence_class) DESC
    LIMIT 1
  $$;
--> statement-breakpoint
CREATE FUNCTION freeboard_facility_class_rollup() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE facilities SET consequence_class = freeboard_facility_class(OLD.tenant_id, OLD.facility_id)
    WHERE tenant_id = OLD.tenant_id AND id = OLD.facility_id
      AND consequence_class IS DISTINCT FROM freeboard_facility_class(OLD.tenant_id, OLD.facility_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE facilities SET consequence_class = freeboard_facility_class(NEW.tenant_id, NEW.facility_id)
    WHERE tenant_id = NEW.tenant_id AND id = NEW.facility_id
      AND consequence_class IS DISTINCT FROM freeboard_facility_class(NEW.tenant_id, NEW.facility_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cross_sections_facility_class
  AFTER INSERT OR DELETE OR UPDATE OF consequence_class, facility_id ON cross_sections
  FOR EACH ROW EXECUTE FUNCTION freeboard_facility_class_rollup();
