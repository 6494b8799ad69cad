/**
 * A person's notifications (issue "Notification centre"): what asks for their attention in the
 * active tenant — a site or facility they now answer for, an action given to them, due within a
 * week or overdue, a control of theirs overdue for verification, a dam safety review due within 90
 * days of a facility they are responsible for. Each names its record; the words are the web app's,
 * by kind, in the reader's language.
 */
import * as z from 'zod/mini';
import { responsibilityRoles } from '../common/assets';
import { booleanParam } from '../common/list-query';

export const notificationKinds = [
  'asset_assigned',
  'action_assigned',
  'action_due_soon',
  'action_overdue',
  'control_verification_overdue',
  'dam_safety_review_due',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The records a notification can name, each with a page of its own. */
export const notificationSubjectTypes = ['site', 'facility', 'action', 'control'] as const;
export type NotificationSubjectType = (typeof notificationSubjectTypes)[number];

/** How far ahead an open action's due date is announced, and a facility's dam safety review. */
export const actionDueSoonDays = 7;
export const damSafetyReviewDueDays = 90;

export const notificationSchema = z
  .object({
    notificationID: z.uuid(),
    kind: z.enum(notificationKinds),
    subject: z.object({
      type: z.enum(notificationSubjectTypes),
      id: z.uuid(),
      /** As the record was named when the notification was made. */
      code: z.string(),
      title: z.string(),
    }),
    /** The responsibility an `asset_assigned` notification gives; null for the other kinds. */
    role: z.nullable(z.enum(responsibilityRoles)),
    /** The day a due or overdue notification is about; null for assignments. */
    dueDate: z.nullable(z.string()),
    createdAt: z.string(),
    readAt: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageLimit = { min: 1, max: 50, default: 20 } as const;

/**
 * Unread notifications are counted up to this many: the bell says "99+" past 99, and a count that
 * stops early stays fast for a person with thousands unread.
 */
export const unreadCountCap = 100;

export const notificationListQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(notificationPageLimit.min), z.lte(notificationPageLimit.max)),
    notificationPageLimit.default,
  ),
  cursor: z.optional(z.string().check(z.maxLength(500))),
  /** Only the unread ones. */
  unread: z.optional(booleanParam),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z
  .object({
    data: z.array(notificationSchema),
    meta: z.object({
      /** The caller's unread notifications in this tenant, whatever the page; at most `unreadCountCap`. */
      unreadCount: z.int(),
      nextCursor: z.nullable(z.string()),
    }),
  })
  .register(z.globalRegistry, { id: 'NotificationList' });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationParamsSchema = z.object({ notificationID: z.uuid() });

export const notificationsReadSchema = z
  .object({ unreadCount: z.int() })
  .register(z.globalRegistry, { id: 'NotificationsRead' });

/** Where each kind of record is shown in the web app: `/actions/{id}`, … */
export const notificationSubjectPaths: Record<NotificationSubjectType, string> = {
  site: '/sites',
  facility: '/facilities',
  action: '/actions',
  control: '/controls',
};

export function notificationSubjectPath(subject: { type: NotificationSubjectType; id: string }): string {
  return `${notificationSubjectPaths[subject.type]}/${encodeURIComponent(subject.id)}`;
}
