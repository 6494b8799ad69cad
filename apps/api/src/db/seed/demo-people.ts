/** The three demo accounts of CONTRACT §2. */
import type { DemoUser } from './demo-types';

/** The password of every demo account; published in the contract, so it protects nothing. */
export const demoPassword = 'Freeboard-demo-2026';

export const demoUsers: DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@freeboard.test',
    name: 'Alex Morgan',
    isPlatformAdmin: true,
  },
  {
    key: 'engineer',
    email: 'engineer@freeboard.test',
    name: 'Priya Natarajan',
    isPlatformAdmin: false,
  },
  {
    key: 'viewer',
    email: 'viewer@freeboard.test',
    name: 'Sam Whitfield',
    isPlatformAdmin: false,
  },
];
