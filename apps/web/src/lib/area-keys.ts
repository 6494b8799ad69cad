/**
 * Query keys of one area, all under `[area, tenantID]` (docs/web.md): a write invalidates that
 * prefix and nothing else. A record's history sits under the record, so it refreshes with it.
 */
export function areaKeys<const Area extends string>(area: Area) {
  return {
    area,
    all: (tenantID: string | null) => [area, tenantID] as const,
    list: <Query extends object>(tenantID: string | null, query: Query) => [area, tenantID, 'list', query] as const,
    detail: (tenantID: string | null, recordID: string) => [area, tenantID, 'detail', recordID] as const,
    history: (tenantID: string | null, recordID: string) => [area, tenantID, 'detail', recordID, 'history'] as const,
  };
}

export type AreaKeys = ReturnType<typeof areaKeys>;
