/**
 * What a notification round finds due in one tenant, added as notifications to the people it
 * concerns: an open action's owner a week before its due date and once it is overdue, a control's
 * owner once its verification is overdue, and the people responsible for a facility (its tenant
 * admins, when nobody is) 90 days before its dam safety review. Each is keyed by its record and the
 * day it is about, so finding it again adds nothing, and a moved due date is announced anew.
 * Only active members are notified.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pendingActionStatuses } from '@freeboard/shared/risks/risk-enums';
import {
  actionDueSoonDays,
  damSafetyReviewDueDays,
  type NotificationKind,
} from '@freeboard/shared/notifications/notifications.schemas';
import { actions, assetAssignments, controls, facilities, memberships, notifications } from '../../db/schema/index';
import type { TenantTransaction } from '../../db/tenant';
import { todayInSql } from '../../lib/resources/today';
import { verificationDueDate, verificationOverdue } from '../risks/controls.collection';

/** Rows of `(user_id, kind, subject_type, subject_id, subject_code, subject_title, due_date)`. */
function insertAll(tenantID: string, candidates: SQL): SQL {
  return sql`
    with inserted as (
      insert into ${notifications}
        (tenant_id, id, user_id, kind, subject_type, subject_id, subject_code, subject_title, due_date, dedupe_key)
      select ${tenantID}::uuid, gen_random_uuid(), candidate.user_id, candidate.kind, candidate.subject_type,
        candidate.subject_id, candidate.subject_code, candidate.subject_title, candidate.due_date,
        candidate.kind || ':' || candidate.subject_id || ':' || candidate.due_date
      from (${candidates}) as candidate
      join ${memberships} as member
        on member.tenant_id = ${tenantID}::uuid and member.user_id = candidate.user_id and member.active
      on conflict (tenant_id, user_id, dedupe_key) do nothing
      returning kind
    )
    select kind, count(*)::int as added from inserted group by kind`;
}

const pending = sql.join(
  pendingActionStatuses.map((status) => sql`${status}`),
  sql`, `,
);

function actionsDue(tenantID: string): SQL {
  return sql`
    select owner_id as user_id,
      case when due_date < ${todayInSql} then 'action_overdue' else 'action_due_soon' end as kind,
      'action' as subject_type, id as subject_id, code as subject_code, title as subject_title, due_date
    from ${actions}
    where tenant_id = ${tenantID}::uuid and owner_id is not null and status in (${pending})
      and due_date <= ${todayInSql} + ${actionDueSoonDays}::int`;
}

/** The control list's own overdue rule (`controls.collection.ts`), so the two never disagree. */
function controlsOverdue(tenantID: string): SQL {
  return sql`
    select owner_id as user_id, 'control_verification_overdue' as kind, 'control' as subject_type,
      id as subject_id, code as subject_code, left(description, 200) as subject_title,
      (${verificationDueDate})::date as due_date
    from ${controls}
    where tenant_id = ${tenantID}::uuid and owner_id is not null and ${verificationOverdue}`;
}

function damSafetyReviewsDue(tenantID: string): SQL {
  return sql`
    with due as (
      select id, code, name, next_dam_safety_review as due_date from ${facilities}
      where tenant_id = ${tenantID}::uuid
        and next_dam_safety_review <= ${todayInSql} + ${damSafetyReviewDueDays}::int
    ), responsible as (
      select distinct assignment.asset_id as facility_id, assignment.user_id
      from ${assetAssignments} as assignment
      join due on due.id = assignment.asset_id
      where assignment.tenant_id = ${tenantID}::uuid and assignment.asset_type = 'facility'
        and assignment.since <= ${todayInSql}
        and (assignment.until is null or assignment.until >= ${todayInSql})
    ), recipients as (
      select facility_id, user_id from responsible
      union
      select due.id, admin.user_id from due
      join ${memberships} as admin on admin.tenant_id = ${tenantID}::uuid and admin.is_tenant_admin
      where not exists (select 1 from responsible where responsible.facility_id = due.id)
    )
    select recipients.user_id, 'dam_safety_review_due' as kind, 'facility' as subject_type,
      due.id as subject_id, due.code as subject_code, due.name as subject_title, due.due_date
    from recipients join due on due.id = recipients.facility_id`;
}

export type AddedByKind = Partial<Record<NotificationKind, number>>;

/** Adds what is due today and not yet announced; answers how many of each kind were added. */
export async function addDueNotifications(tx: TenantTransaction, tenantID: string): Promise<AddedByKind> {
  const added: AddedByKind = {};
  for (const candidates of [actionsDue(tenantID), controlsOverdue(tenantID), damSafetyReviewsDue(tenantID)]) {
    const result = await tx.execute(insertAll(tenantID, candidates));
    for (const row of (result as { rows: { kind: NotificationKind; added: number }[] }).rows) {
      added[row.kind] = (added[row.kind] ?? 0) + row.added;
    }
  }
  return added;
}
