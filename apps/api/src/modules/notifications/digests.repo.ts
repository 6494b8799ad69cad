/**
 * The daily email digest, per person and tenant: who asked for it (their profile's switch), is an
 * active member, was not sent one yet today (UTC), and has unread notifications made since their last
 * one. Taking a digest notes it sent in the round's transaction; the email goes after the commit, so
 * a digest is sent at most once (a mail server that fails loses that day's, and the log says so).
 */
import { sql } from 'drizzle-orm';
import type { ResponsibilityRole } from '@freeboard/shared/common/assets';
import type { NotificationKind, NotificationSubjectType } from '@freeboard/shared/notifications/notifications.schemas';
import { memberships, notifications } from '../../db/schema/index';
import { users } from '../../db/schema/platform';
import type { TenantTransaction } from '../../db/tenant';

/** The newest items an email lists; the rest are counted. */
export const digestItemLimit = 25;

/** What a notification is about, as stored: what an email lists and the bell shows. */
export interface DigestItem {
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectID: string;
  subjectCode: string;
  subjectTitle: string;
  role: ResponsibilityRole | null;
  dueDate: string | null;
}

export interface Digest {
  userID: string;
  email: string;
  name: string;
  locale: string;
  items: DigestItem[];
  /** Unread notifications since the last digest, listed or not. */
  total: number;
}

interface DigestRow {
  user_id: string;
  email: string;
  name: string;
  locale: string;
  total: number;
  items: DigestItem[];
}

export async function takeDigests(tx: TenantTransaction, tenantID: string): Promise<Digest[]> {
  const result = await tx.execute(sql`
    with due as (
      select member.user_id, member.digest_sent_at, account.email, account.name, account.locale
      from ${memberships} as member
      join ${users} as account on account.id = member.user_id
      where member.tenant_id = ${tenantID}::uuid and member.active and account.is_active
        and account.notification_digest
        and (member.digest_sent_at is null
          or member.digest_sent_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')
    ), news as (
      select due.user_id, due.email, due.name, due.locale, item.*
      from due
      cross join lateral (
        select count(*) over () as total, n.kind, n.subject_type, n.subject_id, n.subject_code, n.subject_title,
          n.role, n.due_date, n.created_at
        from ${notifications} as n
        where n.tenant_id = ${tenantID}::uuid and n.user_id = due.user_id and n.read_at is null
          and n.created_at > coalesce(due.digest_sent_at, '-infinity')
        order by n.created_at desc, n.id desc
        limit ${digestItemLimit}
      ) as item
    ), sent as (
      update ${memberships} as member set digest_sent_at = now()
      where member.tenant_id = ${tenantID}::uuid and member.user_id in (select user_id from news)
    )
    select user_id, email, name, locale, max(total)::int as total,
      json_agg(json_build_object(
        'kind', kind, 'subjectType', subject_type, 'subjectID', subject_id, 'subjectCode', subject_code,
        'subjectTitle', subject_title, 'role', role, 'dueDate', due_date
      ) order by created_at desc) as items
    from news
    group by user_id, email, name, locale`);
  return (result as { rows: DigestRow[] }).rows.map((row) => ({
    userID: row.user_id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    items: row.items,
    total: row.total,
  }));
}
