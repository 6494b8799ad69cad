/**
 * A notification in words, in the reader's language: a headline of its kind (with the role or the
 * day it is about) and the record it names, by type, code and title as they were when it was made.
 */
import type { TFunction } from 'i18next';
import type { Notification } from '@freeboard/shared/notifications/notifications.schemas';
import { formatDate } from '../../lib/format-date';

export function notificationText(
  notification: Notification,
  t: TFunction,
  language: string,
): { headline: string; record: string } {
  const { subject } = notification;
  return {
    headline: t(`notifications:kinds.${notification.kind}`, {
      role: notification.role ? t(`responsibilities:roles.${notification.role}`) : '',
      date: notification.dueDate ? formatDate(notification.dueDate, language) : '',
    }),
    record: `${t(`notifications:records.${subject.type}`)} ${subject.code} · ${subject.title}`,
  };
}
