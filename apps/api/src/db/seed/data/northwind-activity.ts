/** A few entries of Northwind Mining's audit trail, so that the user activity page is not empty. */
import { assetsAgeDays, riskRegisterAgeDays } from '../demo-clock';
import type { DemoActivity } from '../demo-types';

export const northwindActivity: DemoActivity[] = [
  {
    actor: 'admin',
    action: 'create',
    subject: { type: 'Site', code: 'S-001' },
    summary: 'Created site S-001 Cerro Alto Copper Mine',
    daysAgo: assetsAgeDays,
  },
  {
    actor: 'engineer',
    action: 'create',
    subject: { type: 'Risk', code: 'R-001' },
    summary: 'Created risk R-001',
    daysAgo: riskRegisterAgeDays,
  },
  {
    actor: 'engineer',
    action: 'create',
    subject: { type: 'Risk', code: 'R-002' },
    summary: 'Created risk R-002',
    daysAgo: riskRegisterAgeDays,
  },
  {
    actor: 'engineer',
    action: 'create',
    subject: { type: 'Control', code: 'C-001' },
    summary: 'Created control C-001',
    daysAgo: riskRegisterAgeDays,
  },
  {
    actor: 'engineer',
    action: 'update',
    subject: { type: 'Risk', code: 'R-003' },
    summary: 'Changed the status of risk R-003 from open to treated',
    daysAgo: 95,
  },
  {
    actor: 'admin',
    action: 'update',
    subject: { type: 'Facility', code: 'F-007' },
    summary: 'Changed the phase of F-007 TSF 1 Embankment from operation to closure_active',
    daysAgo: 60,
  },
  {
    actor: 'engineer',
    action: 'update',
    subject: { type: 'Document', fileName: 'dsr-2023-cerro-alto-main-embankment.pdf' },
    summary: 'Added the tag gistm to Dam safety review 2023: Cerro Alto main embankment',
    daysAgo: 21,
  },
  {
    actor: 'engineer',
    action: 'verify',
    subject: { type: 'Control', code: 'C-017' },
    summary: 'Recorded a verification of control C-017: partially effective',
    daysAgo: 5,
  },
];
