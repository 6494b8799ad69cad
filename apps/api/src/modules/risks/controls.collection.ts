/**
 * Controls (CONTRACT §9): what keeps risks from happening, who answers for each, and whether it has
 * been shown to work lately. A control linked to a risk, or with actions, is not deleted (409).
 * Its last verification is kept by the verification writes (`verifications.repo`), never by a
 * person's change.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  controlListQuerySchema,
  controlListResponseSchema,
  controlParamsSchema,
  controlSchema,
  controlSortFields,
  createControlInputSchema,
  updateControlInputSchema,
} from '@freeboard/shared/risks/controls.schemas';
import { controlNames } from '@freeboard/shared/risks/controls.names';
import { verificationIntervals } from '@freeboard/shared/risks/risk-enums';
import { controls, memberships, riskControls } from '../../db/schema/index';
import { cacheDependencies } from '../../lib/cache-dependencies';
import { defineCollection, sortsByColumn } from '../../lib/collections/definition';
import { memberNameOf } from '../../lib/resources/member-name';
import { todayInSql } from '../../lib/resources/today';
import { qualified } from '../../lib/resources/qualified';

/**
 * When a control's next verification falls due: its interval (by its frequency) after the last
 * verification, or after it was created when it never was; null for no frequency or an
 * event-driven one. The list filter and the record's flag read the same expression.
 */
const frequency = qualified(controls.verificationFrequency);
const since = sql`coalesce(${qualified(controls.lastVerifiedAt)}, (${qualified(controls.createdAt)} at time zone 'UTC')::date)`;

const intervalCases = Object.entries(verificationIntervals).flatMap(([value, interval]) =>
  interval === null
    ? []
    : [sql`when ${sql.raw(`'${value}'`)} then (${since} + interval ${sql.raw(`'${interval}'`)})::date`],
);

const dueDate = sql`(case ${frequency} ${sql.join(intervalCases, sql` `)} end)`;

/** As `YYYY-MM-DD` text: a computed date is not parsed the way Drizzle parses its date columns. */
export const verificationDueDate: SQL<string | null> = sql<string | null>`(${dueDate})::text`;

export const verificationOverdue: SQL<boolean> = sql<boolean>`coalesce(${dueDate} < ${todayInSql}, false)`;

const riskCount = sql<number>`(select count(*)::int from ${riskControls} where ${qualified(riskControls.tenantId)} = ${qualified(controls.tenantId)} and ${qualified(riskControls.controlId)} = ${qualified(controls.id)})`;

/** The fields the register file's Controls sheet carries as they are stored. */
export const controlFileColumns = {
  code: controls.code,
  description: controls.description,
  priority: controls.priority,
  proactiveOrReactive: controls.proactiveOrReactive,
  critical: controls.critical,
  type: controls.type,
  status: controls.status,
  verificationFrequency: controls.verificationFrequency,
};

export const controlCollection = defineCollection({
  names: controlNames,
  table: controls,
  schemas: {
    record: controlSchema,
    listQuery: controlListQuerySchema,
    listResponse: controlListResponseSchema,
    params: controlParamsSchema,
    create: createControlInputSchema,
    update: updateControlInputSchema,
  },
  fields: {
    ...controlFileColumns,
    dueDate: controls.dueDate,
    ownerID: controls.ownerId,
    nature: controls.nature,
    performanceStandard: controls.performanceStandard,
    lastVerifiedAt: { column: controls.lastVerifiedAt, readOnly: true },
    lastVerificationResult: { column: controls.lastVerificationResult, readOnly: true },
  },
  computed: {
    ownerName: memberNameOf(controls.ownerId),
    verificationDueDate,
    verificationOverdue,
    riskCount,
  },
  codes: { prefix: 'C', column: controls.code },
  sorts: sortsByColumn(controls, controlSortFields),
  search: [controls.code, controls.description],
  filters: (query) => [
    query.status ? eq(controls.status, query.status) : undefined,
    query.critical === undefined ? undefined : eq(controls.critical, query.critical),
    query.priority ? eq(controls.priority, query.priority) : undefined,
    query.type ? eq(controls.type, query.type) : undefined,
    query.proactiveOrReactive ? eq(controls.proactiveOrReactive, query.proactiveOrReactive) : undefined,
    query.verificationOverdue === undefined
      ? undefined
      : query.verificationOverdue
        ? verificationOverdue
        : sql`not ${verificationOverdue}`,
    query.ownerID ? eq(controls.ownerId, query.ownerID) : undefined,
  ],
  references: [{ field: 'ownerID', noun: 'user', tenantColumn: memberships.tenantId, idColumn: memberships.userId }],
  // Not `users`: accounts belong to no tenant, so a renamed owner reaches a cached list with the
  // list's next change (docs/resources.md, "Cached lists").
  listReadsFrom: cacheDependencies(controls, riskControls),
  label: (values) => `${String(values.code)} ${String(values.description)}`,
});
