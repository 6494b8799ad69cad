CREATE INDEX "document_text_jobs_tenant_due_idx" ON "document_text_jobs" USING btree ("tenant_id","run_after");
--> statement-breakpoint
-- Text extraction takes tenants in turn: claiming a tenant's job moves that tenant's other due jobs
-- behind every other tenant's waiting ones (their `run_after` becomes now), so one tenant's queue of
-- slow or hostile files never holds up another's. `created_at` keeps a tenant's own jobs in order.
GRANT SELECT (created_at), UPDATE (run_after) ON document_text_jobs TO freeboard_platform;
