CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("tenant_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_action_idx" ON "activity" USING btree ("tenant_id","action","created_at");--> statement-breakpoint
CREATE INDEX "cross_sections_facility_idx" ON "cross_sections" USING btree ("tenant_id","facility_id");--> statement-breakpoint
CREATE INDEX "facilities_infrastructure_idx" ON "facilities" USING btree ("tenant_id","infrastructure_id");--> statement-breakpoint
CREATE INDEX "risks_status_idx" ON "risks" USING btree ("tenant_id","status","code");--> statement-breakpoint
CREATE INDEX "risks_rating_idx" ON "risks" USING btree ("tenant_id","inherent_risk_rating","id");--> statement-breakpoint
CREATE INDEX "risks_failure_mode_idx" ON "risks" USING btree ("tenant_id","failure_mode","code");