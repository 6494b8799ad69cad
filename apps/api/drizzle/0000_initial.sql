CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"default_locale" text DEFAULT 'en' NOT NULL,
	"risk_matrix" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"job_title" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"password_hash" text,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"default_tenant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"summary" text NOT NULL,
	"changes" jsonb,
	"address" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "controls" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"proactive_or_reactive" text NOT NULL,
	"critical" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"due_date" date,
	"owner" text,
	"nature" text,
	"performance_standard" text,
	"verification_frequency" text,
	"last_verified_at" date,
	"last_verification_result" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "controls_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cross_sections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"chainage_m" numeric(10, 2),
	"crest_elevation_masl" numeric(8, 2),
	"height_m" numeric(8, 2),
	"upstream_slope" text,
	"downstream_slope" text,
	"foundation" text,
	"materials" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cross_sections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_mentions" (
	"tenant_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"asset_type" text NOT NULL,
	"asset_id" uuid NOT NULL,
	CONSTRAINT "document_mentions_tenant_id_document_id_asset_type_asset_id_pk" PRIMARY KEY("tenant_id","document_id","asset_type","asset_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"author" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"doc_type" text NOT NULL,
	"revision" text,
	"document_date" date,
	"non_asset_category" text,
	"asset_type" text,
	"asset_id" uuid,
	"extracted_text" text DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"infrastructure_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"construction_method" text NOT NULL,
	"phase" text NOT NULL,
	"height_m" numeric(8, 2),
	"crest_elevation_masl" numeric(8, 2),
	"crest_length_m" numeric(10, 2),
	"storage_volume_m3" numeric(14, 0),
	"last_dam_safety_review" date,
	"next_dam_safety_review" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "infrastructures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"phase" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "infrastructures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"is_tenant_admin" boolean DEFAULT false NOT NULL,
	"job_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "risk_controls" (
	"tenant_id" uuid NOT NULL,
	"risk_id" uuid NOT NULL,
	"control_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "risk_controls_tenant_id_risk_id_control_id_pk" PRIMARY KEY("tenant_id","risk_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"failure_mode" text NOT NULL,
	"asset_type" text,
	"asset_id" uuid,
	"cause" text,
	"consequence" text,
	"material_unwanted_event" boolean DEFAULT false NOT NULL,
	"inherent_likelihood" integer NOT NULL,
	"inherent_consequence" integer NOT NULL,
	"inherent_risk_rating" integer NOT NULL,
	"residual_likelihood" integer,
	"residual_consequence" integer,
	"residual_risk_rating" integer,
	"owner" text,
	"status" text NOT NULL,
	"next_review_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "saml_assertions" (
	"tenant_id" uuid NOT NULL,
	"assertion_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saml_assertions_tenant_id_assertion_id_pk" PRIMARY KEY("tenant_id","assertion_id")
);
--> statement-breakpoint
CREATE TABLE "saml_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"idp_entity_id" text DEFAULT '' NOT NULL,
	"idp_sso_url" text DEFAULT '' NOT NULL,
	"idp_certificate" text DEFAULT '' NOT NULL,
	"default_role" text DEFAULT 'viewer' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"commodity" text,
	"operator" text,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_login_codes" ADD CONSTRAINT "saml_login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_tenant_id_tenants_id_fk" FOREIGN KEY ("default_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_sections" ADD CONSTRAINT "cross_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cross_sections" ADD CONSTRAINT "cross_sections_tenant_id_facility_id_facilities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."facilities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mentions" ADD CONSTRAINT "document_mentions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_mentions" ADD CONSTRAINT "document_mentions_tenant_id_document_id_documents_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."documents"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_tenant_id_infrastructure_id_infrastructures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","infrastructure_id") REFERENCES "public"."infrastructures"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_tenant_id_site_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","site_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_tenant_id_risk_id_risks_tenant_id_id_fk" FOREIGN KEY ("tenant_id","risk_id") REFERENCES "public"."risks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_tenant_id_control_id_controls_tenant_id_id_fk" FOREIGN KEY ("tenant_id","control_id") REFERENCES "public"."controls"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_assertions" ADD CONSTRAINT "saml_assertions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saml_settings" ADD CONSTRAINT "saml_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_slug_key" ON "tenants" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "activity_tenant_time_idx" ON "activity" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "controls_code_key" ON "controls" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cross_sections_code_key" ON "cross_sections" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "document_mentions_asset_idx" ON "document_mentions" USING btree ("tenant_id","asset_type","asset_id");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_asset_idx" ON "documents" USING btree ("tenant_id","asset_type","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_code_key" ON "facilities" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "infrastructures_code_key" ON "infrastructures" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "risk_controls_control_idx" ON "risk_controls" USING btree ("tenant_id","control_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risks_code_key" ON "risks" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_code_key" ON "sites" USING btree ("tenant_id","code");