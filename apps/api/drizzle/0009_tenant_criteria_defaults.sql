-- Every tenant starts with design criteria per consequence class (DOMAIN.md "Consequence rating" and
-- "Design criteria"). They are the tenant's own data, to be reviewed and changed by its engineers:
-- the figures are typical values, not a standard's. Flood and seismic criteria are return periods in
-- years (1/AEP); the passive closure period is the same for every class. Minimum freeboard depends
-- on the facility and is left for the tenant to set.
CREATE FUNCTION freeboard_insert_criteria_defaults(for_tenant uuid) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO criteria_defaults (tenant_id, consequence_class, "values")
    SELECT for_tenant, class, jsonb_build_object(
      'floodAepOperation', operation_years,
      'floodAepClosure', 10000,
      'seismicAepOperation', operation_years,
      'seismicAepClosure', 10000,
      'minFosEndOfConstruction', 1.3,
      'minFosLongTermStatic', 1.5,
      'minFosRapidDrawdown', 1.2,
      'minFosPseudoStatic', 1.0,
      'minFosPostEarthquake', 1.2)
    FROM (VALUES ('low', 200), ('significant', 1000), ('high', 2475), ('very_high', 5000), ('extreme', 10000))
      AS defaults (class, operation_years)
    ON CONFLICT (tenant_id, consequence_class) DO NOTHING
  $$;
--> statement-breakpoint
CREATE FUNCTION freeboard_tenant_criteria_defaults() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM freeboard_insert_criteria_defaults(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_criteria_defaults AFTER INSERT ON tenants
  FOR EACH ROW EXECUTE FUNCTION freeboard_tenant_criteria_defaults();
--> statement-breakpoint
SELECT freeboard_insert_criteria_defaults(id) FROM tenants;
