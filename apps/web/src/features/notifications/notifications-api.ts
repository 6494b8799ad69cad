/**
 * The signed-in person's notifications in the active tenant (CONTRACT §9): `GET /api/notifications`
 * 20 at a time, newest first, with the unread count; `POST …/{id}/read` and `POST …/read-all`.
 * Under `['notifications', tenantID]`; read again every minute and when the window regains focus,
 * so the bell's count follows what the server's rounds add.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  notificationListResponseSchema,
  notificationsReadSchema,
} from '@freeboard/shared/notifications/notifications.schemas';
import { http } from '../../lib/api';
import { areaKeys } from '../../lib/area-keys';
import { useAreaMutation } from '../../lib/area-mutation';
import { forTenant, tenantOf } from '../../lib/tenant-scope';

export const notificationKeys = areaKeys('notifications');

const pageSize = 20;
export const notificationsRefreshMs = 60_000;

export function notificationListOptions(tenantID: string | null) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(tenantID, {}),
    queryFn: async ({ queryKey, pageParam }) => {
      const params = { limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) };
      const response = await http.get('/notifications', { params, ...forTenant(tenantOf(queryKey)) });
      return notificationListResponseSchema.parse(response.data);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
    enabled: tenantID !== null,
    refetchInterval: notificationsRefreshMs,
    refetchOnWindowFocus: true,
  });
}

const readAnswerSchema = dataEnvelope(notificationsReadSchema);

export function useMarkNotificationRead() {
  return useAreaMutation({
    keys: notificationKeys,
    mutationFn: async (notificationID: string, tenantID) => {
      const response = await http.post(
        `/notifications/${encodeURIComponent(notificationID)}/read`,
        undefined,
        forTenant(tenantID),
      );
      return readAnswerSchema.parse(response.data).data;
    },
  });
}

export function useMarkAllNotificationsRead() {
  return useAreaMutation({
    keys: notificationKeys,
    mutationFn: async (_: void, tenantID) => {
      const response = await http.post('/notifications/read-all', undefined, forTenant(tenantID));
      return readAnswerSchema.parse(response.data).data;
    },
  });
}
