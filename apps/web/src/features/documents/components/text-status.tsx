/**
 * Whether the document's text can be searched: being read from the file, searchable, without any
 * text (a scan or a picture), or unreadable — and then why, in words the person can act on. Said in
 * words with an icon, the colour only adds to it.
 */
import { Badge, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileOff } from '@tabler/icons-react';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './text-status.module.css';

const looks: Record<FreeboardDocument['textStatus'], { color: string; icon: ReactNode }> = {
  pending: { color: 'gray', icon: <Loader size={10} color="gray" aria-hidden /> },
  indexed: { color: 'green', icon: <IconCircleCheck size={14} aria-hidden /> },
  no_text: { color: 'yellow', icon: <IconFileOff size={14} aria-hidden /> },
  failed: { color: 'red', icon: <IconAlertTriangle size={14} aria-hidden /> },
};

export function TextStatus({
  status,
  failure,
}: {
  status: FreeboardDocument['textStatus'];
  failure: FreeboardDocument['textFailure'];
}) {
  const { t } = useTranslation('documents');
  const { color, icon } = looks[status];
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        variant="light"
        color={color}
        size="lg"
        tt="none"
        fw={600}
        leftSection={icon}
        classNames={{ label: classes.label }}
      >
        {t(`textStatus.label.${status}`)}
      </Badge>
      <Text size="xs" c="dimmed">
        {status === 'failed' && failure ? t(`textStatus.failure.${failure}`) : t(`textStatus.hint.${status}`)}
      </Text>
    </Group>
  );
}
