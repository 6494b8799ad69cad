DROP INDEX "cross_sections_facility_idx";--> statement-breakpoint
DROP INDEX "facilities_infrastructure_idx";--> statement-breakpoint
DROP INDEX "infrastructures_site_idx";--> statement-breakpoint
CREATE INDEX "cross_sections_name_idx" ON "cross_sections" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "facilities_name_idx" ON "facilities" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "infrastructures_name_idx" ON "infrastructures" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "cross_sections_facility_idx" ON "cross_sections" USING btree ("tenant_id","facility_id","code");--> statement-breakpoint
CREATE INDEX "facilities_infrastructure_idx" ON "facilities" USING btree ("tenant_id","infrastructure_id","code");--> statement-breakpoint
CREATE INDEX "infrastructures_site_idx" ON "infrastructures" USING btree ("tenant_id","site_id","code");