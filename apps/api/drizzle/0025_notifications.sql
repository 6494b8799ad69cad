CREATE TABLE "notifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"subject_code" text NOT NULL,
	"subject_title" text NOT NULL,
	"role" text,
	"due_date" date,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('asset_assigned', 'action_assigned', 'action_due_soon', 'action_overdue', 'control_verification_overdue', 'dam_safety_review_due')),
	CONSTRAINT "notifications_subject_type_check" CHECK ("notifications"."subject_type" in ('site', 'facility', 'action', 'control')),
	CONSTRAINT "notifications_role_check" CHECK ("notifications"."role" in ('accountable_executive', 'rtfe', 'engineer_of_record', 'itrb_member', 'site_manager', 'surveillance', 'other'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "notifications_due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("tenant_id","user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at","id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "tenants_notifications_due_idx" ON "tenants" USING btree ("notifications_due_at");
--> statement-breakpoint
-- A person's notifications, under row-level security like every tenant table. Rows are made and
-- marked read, never edited otherwise; the bell's answer is cached per person and dropped on a change.
GRANT SELECT, INSERT, UPDATE (read_at), DELETE ON notifications TO freeboard_app;
--> statement-breakpoint
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notifications
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
-- The digest reads who asked for it (decision 0032).
GRANT SELECT (notification_digest) ON users TO freeboard_app;
