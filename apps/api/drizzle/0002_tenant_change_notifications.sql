-- Every API process caches some read-mostly tenant data (the risk register). A change to it, made by
-- any process, is announced on this channel after commit, so every process drops its copy.
CREATE OR REPLACE FUNCTION freeboard_notify_tenant_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_tenant := OLD.tenant_id;
  ELSE
    changed_tenant := NEW.tenant_id;
  END IF;
  -- Identical notifications in one transaction are delivered once.
  PERFORM pg_notify('freeboard_tenant_changes', changed_tenant::text || ':' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER risks_notify_change AFTER INSERT OR UPDATE OR DELETE ON risks
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER controls_notify_change AFTER INSERT OR UPDATE OR DELETE ON controls
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER risk_controls_notify_change AFTER INSERT OR UPDATE OR DELETE ON risk_controls
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
