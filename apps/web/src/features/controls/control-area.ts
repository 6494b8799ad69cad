/**
 * Controls as an area: what keeps a risk in check, its owner and how often it is shown to work
 * (DOMAIN "Risks and controls"). A control is named by its description. Its list, record, new and
 * edit pages come from this declaration (and the record's schemas, in `control-pages.tsx`); the
 * record's Verifications and Actions are handed in by the route. Light on purpose: routes read it
 * at start-up.
 */
import { controlSortFields, type ControlListQuery } from '@freeboard/shared/risks/control-list-query';
import { controlNames } from '@freeboard/shared/risks/controls.names';
import type { Control } from '@freeboard/shared/risks/controls.schemas';
import {
  controlNatures,
  controlPriorities,
  controlStatuses,
  controlTimings,
  controlTypes,
  verificationFrequencies,
  verificationResults,
} from '@freeboard/shared/risks/risk-enums';
import { declareArea } from '../../lib/collection/plain-area';

/** The colours of priorities, results and states, alike in every list of the register. */
export const priorityColors = { P1: 'red', P2: 'orange', P3: 'yellow', P4: 'gray' };
export const verificationResultColors = { effective: 'green', partially_effective: 'yellow', not_effective: 'red' };

export const controlArea = declareArea<Control, ControlListQuery>({
  names: controlNames,
  namespace: 'controls',
  nameField: 'description',
  sortFields: controlSortFields,
  fields: {
    priority: { kind: 'choice', values: controlPriorities, initial: 'P2', filter: true, colors: priorityColors },
    critical: { kind: 'boolean', filter: true, colors: { true: 'red' } },
    status: {
      kind: 'choice',
      values: controlStatuses,
      initial: 'planned',
      filter: true,
      colors: { 'in-place': 'green', planned: 'blue', 'not-in-place': 'red' },
    },
    type: { kind: 'choice', values: controlTypes, initial: 'control', filter: true, list: false },
    proactiveOrReactive: { kind: 'choice', values: controlTimings, initial: 'proactive', filter: true, list: false },
    nature: { kind: 'optionalChoice', values: controlNatures, list: false },
    ownerID: { kind: 'person', nameField: 'ownerName' },
    dueDate: { kind: 'date', list: false },
    verificationFrequency: { kind: 'optionalChoice', values: verificationFrequencies, list: false },
    performanceStandard: { kind: 'optionalText', long: true, list: false },
    lastVerifiedAt: { kind: 'date', readOnly: true, beside: ['lastVerificationResult'] },
    lastVerificationResult: {
      kind: 'optionalChoice',
      values: verificationResults,
      readOnly: true,
      colors: verificationResultColors,
    },
    verificationDueDate: { kind: 'date', readOnly: true, beside: ['verificationOverdue'] },
    verificationOverdue: { kind: 'boolean', readOnly: true, filter: true, colors: { true: 'red' } },
    riskCount: { kind: 'number', readOnly: true, list: false },
  },
  badges: ['status', 'critical'],
  sections: ['verifications', 'actions'],
  codeExample: 'C-001',
});
