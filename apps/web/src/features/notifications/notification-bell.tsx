/**
 * The header's `Notifications` bell: the unread count on it, and on opening, the person's
 * notifications newest first. Opening one marks it read and goes to its record; "Mark all as read"
 * clears the count.
 * Not a declared area: each person's own notices, written by the system.
 */
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationSubjectPath, type Notification } from '@freeboard/shared/notifications/notifications.schemas';
import { QueryError } from '../../components/query-error';
import { useTenantID } from '../../lib/session-context';
import { timeAgo } from '../../lib/time-ago';
import { formatDateTime } from '../../lib/format-date';
import { notificationListOptions, useMarkAllNotificationsRead, useMarkNotificationRead } from './notifications-api';
import { notificationText } from './notification-text';
import classes from './notification-bell.module.css';

/** Past this the badge says "99+" (the server counts no further than `unreadCountCap`). */
const countShownUpTo = 99;

export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const tenantID = useTenantID();
  const [opened, setOpened] = useState(false);
  const countID = useId();
  const titleID = useId();
  const dropdownRef = useRef<HTMLDivElement>(null);
  const query = useNotificationQuery();
  const unread = query.data?.pages[0]?.meta.unreadCount ?? 0;
  if (!tenantID) return null;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      {/* The popover's target is the button itself, so its state (aria-expanded) is the button's. */}
      <Indicator
        disabled={unread === 0}
        // The count is read out through the button's description, not as a stray number beside it.
        label={<span aria-hidden>{unread > countShownUpTo ? `${countShownUpTo}+` : unread}</span>}
        size={18}
        offset={4}
        color="red"
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('bell')}
            aria-describedby={unread > 0 ? countID : undefined}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {unread > 0 ? <VisuallyHidden id={countID}>{t('unread', { count: unread })}</VisuallyHidden> : null}
      {/* Named by its title; Popover would name it by the target, whose text is the count. */}
      <Popover.Dropdown p={0} aria-labelledby={titleID} ref={dropdownRef}>
        <NotificationPanel
          titleID={titleID}
          dialogRef={dropdownRef}
          query={query}
          unread={unread}
          onOpenRecord={() => setOpened(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationPanel({
  titleID,
  dialogRef,
  query,
  unread,
  onOpenRecord,
}: {
  titleID: string;
  /** Where focus goes when "Mark all as read" turns itself off, so Escape still closes the panel. */
  dialogRef: RefObject<HTMLDivElement | null>;
  query: ReturnType<typeof useNotificationQuery>;
  unread: number;
  onOpenRecord: () => void;
}) {
  const { t } = useTranslation(['notifications', 'common']);
  const markAll = useMarkAllNotificationsRead();
  const notifications = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={600} id={titleID}>
          {t('title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconBellCheck size={16} aria-hidden />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: () => dialogRef.current?.focus() })}
        >
          {t('markAllRead')}
        </Button>
      </Group>
      {query.isPending ? (
        <Group justify="center" p="lg" aria-busy>
          <Loader size="sm" />
        </Group>
      ) : query.isError ? (
        <Stack p="md">
          <QueryError
            title={t('error')}
            description={t('errorDescription')}
            retryLabel={t('common:list.retry')}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        </Stack>
      ) : notifications.length === 0 ? (
        <Stack gap={4} px="md" pb="lg" pt="xs" align="center" ta="center">
          <ThemeIcon variant="light" radius="xl" size="xl" color="gray">
            <IconBellCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text fw={500}>{t('empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('emptyHint')}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize
          mah={420}
          type="auto"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <ul className={classes.list} aria-label={t('title')}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.notificationID} notification={notification} onOpen={onOpenRecord} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <Group justify="center" p="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('loadMore')}
              </Button>
            </Group>
          ) : null}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function useNotificationQuery() {
  return useInfiniteQuery(notificationListOptions(useTenantID()));
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  const isUnread = notification.readAt === null;
  const when = timeAgo(notification.createdAt, i18n.language) ?? t('justNow');
  const text = notificationText(notification, t, i18n.language);
  return (
    <li className={classes.item}>
      <Link
        to={notificationSubjectPath(notification.subject)}
        className={classes.link}
        data-testid="notification-item"
        onClick={() => {
          if (isUnread) markRead.mutate(notification.notificationID);
          onOpen();
        }}
      >
        <span className={`${classes.dot} ${isUnread ? classes.unread : ''}`} aria-hidden />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={isUnread ? 600 : 500} lh={1.35}>
            {isUnread ? <VisuallyHidden>{`${t('unreadMarker')}: `}</VisuallyHidden> : null}
            {text.headline}
          </Text>
          <Text size="sm" c="dimmed" lh={1.35} lineClamp={2}>
            {text.record}
          </Text>
          <Text size="xs" c="dimmed" title={formatDateTime(notification.createdAt, i18n.language)}>
            {when}
          </Text>
        </Stack>
      </Link>
    </li>
  );
}
