ALTER TABLE "controls" ADD CONSTRAINT "controls_priority_check" CHECK ("controls"."priority" in ('P1', 'P2', 'P3', 'P4'));--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_proactive_or_reactive_check" CHECK ("controls"."proactive_or_reactive" in ('proactive', 'reactive'));--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_type_check" CHECK ("controls"."type" in ('control', 'data-collection'));--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_status_check" CHECK ("controls"."status" in ('in-place', 'planned', 'not-in-place'));--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_nature_check" CHECK ("controls"."nature" in ('act', 'object', 'system'));--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_last_verification_result_check" CHECK ("controls"."last_verification_result" in ('effective', 'partially_effective', 'not_effective'));--> statement-breakpoint
ALTER TABLE "document_mentions" ADD CONSTRAINT "document_mentions_asset_type_check" CHECK ("document_mentions"."asset_type" in ('site', 'infrastructure', 'facility', 'cross-section'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_doc_type_check" CHECK ("documents"."doc_type" in ('design_basis', 'construction_records', 'deviance_accountability', 'oms_manual', 'emergency_plan', 'dam_safety_review', 'annual_review', 'risk_assessment', 'breach_analysis', 'site_characterisation', 'laboratory', 'monitoring', 'independent_review', 'other'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_non_asset_category_check" CHECK ("documents"."non_asset_category" in ('social', 'corporate'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_asset_type_check" CHECK ("documents"."asset_type" in ('site', 'infrastructure', 'facility', 'cross-section'));--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_type_check" CHECK ("facilities"."type" in ('embankment', 'saddle_dam', 'spillway', 'decant', 'other'));--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_construction_method_check" CHECK ("facilities"."construction_method" in ('upstream', 'downstream', 'centreline', 'modified_centreline', 'filtered_stack', 'in_pit', 'other'));--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_phase_check" CHECK ("facilities"."phase" in ('design', 'construction', 'operation', 'closure_active', 'closure_passive', 'safely_closed'));--> statement-breakpoint
ALTER TABLE "infrastructures" ADD CONSTRAINT "infrastructures_type_check" CHECK ("infrastructures"."type" in ('tailings_storage', 'water_dam', 'heap_leach', 'waste_dump', 'other'));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_check" CHECK ("memberships"."role" in ('viewer', 'engineer', 'manager'));--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_failure_mode_check" CHECK ("risks"."failure_mode" in ('overtopping', 'internal_erosion', 'static_liquefaction', 'seismic_liquefaction', 'slope_instability', 'foundation_failure', 'seepage', 'other'));--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_asset_type_check" CHECK ("risks"."asset_type" in ('site', 'infrastructure', 'facility', 'cross-section'));--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_status_check" CHECK ("risks"."status" in ('open', 'treated', 'accepted', 'closed'));--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_scales_check" CHECK ("risks"."inherent_likelihood" between 1 and 5 and "risks"."inherent_consequence" between 1 and 5
        and "risks"."inherent_risk_rating" between 1 and 4
        and coalesce("risks"."residual_likelihood", 1) between 1 and 5
        and coalesce("risks"."residual_consequence", 1) between 1 and 5
        and coalesce("risks"."residual_risk_rating", 1) between 1 and 4);--> statement-breakpoint
ALTER TABLE "saml_settings" ADD CONSTRAINT "saml_settings_default_role_check" CHECK ("saml_settings"."default_role" in ('viewer', 'engineer', 'manager'));