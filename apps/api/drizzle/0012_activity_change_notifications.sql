-- The audit trail's pages are cached per process too: an entry added in a tenant is announced, so
-- every process drops the trail pages it read (a page is read many times between two writes).
CREATE TRIGGER activity_notify_change AFTER INSERT ON activity
  FOR EACH ROW EXECUTE FUNCTION freeboard_notify_tenant_change();
