/**
 * Controls (CONTRACT §9): the register of what keeps risks from happening. Read here; their writes
 * and verifications come with the risk register's writes.
 */
import { eq } from 'drizzle-orm';
import {
  controlListQuerySchema,
  controlListResponseSchema,
  controlParamsSchema,
  controlSchema,
  type Control,
  type ControlListQuery,
} from '@freeboard/shared/risks/risks.schemas';
import { controls } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';

export const controlCollection = defineCollection<Control, ControlListQuery>({
  path: 'controls',
  subject: 'Control',
  noun: 'control',
  idField: 'controlID',
  table: controls,
  schemas: {
    record: controlSchema,
    listQuery: controlListQuerySchema,
    listResponse: controlListResponseSchema,
    params: controlParamsSchema,
  },
  fields: {
    code: controls.code,
    description: controls.description,
    priority: controls.priority,
    proactiveOrReactive: controls.proactiveOrReactive,
    critical: controls.critical,
    type: controls.type,
    status: controls.status,
    dueDate: controls.dueDate,
    owner: controls.owner,
    nature: controls.nature,
    performanceStandard: controls.performanceStandard,
    verificationFrequency: controls.verificationFrequency,
    lastVerifiedAt: controls.lastVerifiedAt,
    lastVerificationResult: controls.lastVerificationResult,
  },
  codes: { prefix: 'C', column: controls.code },
  sorts: sortsByColumn(controls, 'code', 'priority', 'status', 'createdAt', 'updatedAt'),
  search: [controls.code, controls.description],
  filters: (query) => [
    query.status ? eq(controls.status, query.status) : undefined,
    query.critical === undefined ? undefined : eq(controls.critical, query.critical),
    query.priority ? eq(controls.priority, query.priority) : undefined,
    query.type ? eq(controls.type, query.type) : undefined,
    query.proactiveOrReactive ? eq(controls.proactiveOrReactive, query.proactiveOrReactive) : undefined,
  ],
  listReadsFrom: cacheDependencies(controls),
  label: (values) => `${String(values.code)} ${String(values.description)}`,
});
