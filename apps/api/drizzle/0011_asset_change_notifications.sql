-- The asset lists are cached per process like the risk register (lib/tenant-data-cache): a change to
-- any table they are computed from is announced, so every process drops what it read from it.
CREATE TRIGGER sites_notify_change AFTER INSERT OR UPDATE OR DELETE ON sites
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER infrastructures_notify_change AFTER INSERT OR UPDATE OR DELETE ON infrastructures
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER facilities_notify_change AFTER INSERT OR UPDATE OR DELETE ON facilities
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER cross_sections_notify_change AFTER INSERT OR UPDATE OR DELETE ON cross_sections
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER asset_assignments_notify_change AFTER INSERT OR UPDATE OR DELETE ON asset_assignments
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
