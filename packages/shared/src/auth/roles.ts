/** Membership roles: a plain constant, so modules that only need the names load no CASL. */
export const membershipRoles = ['viewer', 'engineer', 'manager'] as const;
export type MembershipRole = (typeof membershipRoles)[number];
