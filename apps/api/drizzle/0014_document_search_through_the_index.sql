-- Full-text matches found through the GIN index. Under the forced row-level security policy the
-- planner must apply the tenant condition before any operator that is not leakproof, and `@@` is not:
-- a search read and matched every document of the tenant (100,000: 0.7 s for a word in 17 of them).
-- These functions run as their owner, the role that migrates (which bypasses row-level security, see
-- docs/operations.md), and restrict to the tenant of the transaction's own `app.tenant_id` setting:
-- the same condition as the policy, written where the planner can combine it with the index.
CREATE FUNCTION freeboard_document_matches(query tsquery, max_rows integer) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT id FROM documents
  WHERE tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid AND search_vector @@ query
  ORDER BY created_at DESC, id DESC
  LIMIT max_rows
$$;
--> statement-breakpoint
CREATE FUNCTION freeboard_document_match_count(query tsquery, cap integer) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT count(*)::integer FROM (
    SELECT 1 FROM documents
    WHERE tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid AND search_vector @@ query
    LIMIT cap
  ) AS matches
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION freeboard_document_matches(tsquery, integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION freeboard_document_match_count(tsquery, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION freeboard_document_matches(tsquery, integer) TO freeboard_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION freeboard_document_match_count(tsquery, integer) TO freeboard_app;
