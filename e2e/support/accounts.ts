/** Demo accounts and tenants seeded on a fresh DATA_DIR (CONTRACT §2). */
export const demoPassword = 'Freeboard-demo-2026';

export const users = {
  /** Platform administrator (`manage all`), role manager, tenant admin of every demo tenant. */
  admin: 'admin@freeboard.test',
  /** `engineer` in Northwind Mining. Only the Spanish-language spec uses it (it changes its locale). */
  engineer: 'engineer@freeboard.test',
  /** `viewer` in Northwind Mining (default) and Southern Water. */
  viewer: 'viewer@freeboard.test',
} as const;

export const tenants = {
  northwind: { name: 'Northwind Mining', slug: 'northwind-mining' },
  southernWater: { name: 'Southern Water', slug: 'southern-water' },
} as const;

/** A risk title of each tenant's seeded register (apps/api/src/db/seed/data). */
export const riskTitles = {
  northwind: 'Overtopping of the main embankment during an extreme rainfall event',
  southernWater: 'Overtopping of Coldstream Main Dam during the probable maximum flood',
} as const;
