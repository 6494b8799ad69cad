/** A few entries of Southern Water's audit trail, so that the user activity page is not empty. */
import { assetsAgeDays, riskRegisterAgeDays } from '../demo-clock';
import type { DemoActivity } from '../demo-types';

export const southernWaterActivity: DemoActivity[] = [
  {
    actor: 'admin',
    action: 'create',
    subject: { type: 'Site', code: 'S-002' },
    summary: 'Created site S-002 Tarrawong Water Supply Scheme',
    daysAgo: assetsAgeDays,
  },
  {
    actor: 'admin',
    action: 'create',
    subject: { type: 'Risk', code: 'R-002' },
    summary: 'Created risk R-002',
    daysAgo: riskRegisterAgeDays,
  },
  {
    actor: 'admin',
    action: 'create',
    subject: { type: 'Control', code: 'C-007' },
    summary: 'Created control C-007',
    daysAgo: riskRegisterAgeDays,
  },
  {
    actor: 'admin',
    action: 'update',
    subject: { type: 'CrossSection', code: 'XS-005' },
    summary: 'Changed the materials of XS-005 after the filter compatibility assessment',
    daysAgo: 340,
  },
  {
    actor: 'admin',
    action: 'update',
    subject: { type: 'Risk', code: 'R-011' },
    summary: 'Changed the status of risk R-011 from treated to closed',
    daysAgo: 44,
  },
  {
    actor: 'admin',
    action: 'update',
    subject: { type: 'Document', fileName: 'dsr-2025-tarrawong-dam.pdf' },
    summary: 'Linked Dam safety review 2025: Tarrawong Dam to XS-005 and F-006',
    daysAgo: 12,
  },
];
