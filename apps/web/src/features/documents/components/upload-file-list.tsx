/**
 * The files of an upload, each with where it stands: ready, a progress bar while it is sent, done
 * (with a way to open it), or why it was refused. The state is said in words and an icon, never by
 * colour alone.
 */
import { ActionIcon, Anchor, Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock, IconFile, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../format';
import { uploadFailureOf } from '../upload-failure';
import type { QueuedFile, UploadStatus } from '../use-upload-queue';

interface UploadFileListProps {
  files: readonly QueuedFile[];
  /** Whether files may be taken off the list (not while an upload runs). */
  removable: boolean;
  onRemove: (key: number) => void;
  onOpenDocument?: (documentID: string) => void;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function UploadFileList({ files, removable, onRemove, onOpenDocument }: UploadFileListProps) {
  const { t } = useTranslation('documents');
  if (files.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" style={listStyle} aria-label={t('upload.files')}>
      {files.map((queued) => (
        <Paper component="li" key={queued.key} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                    {queued.file.name}
                  </Text>
                  <FileSize bytes={queued.file.size} />
                </div>
              </Group>
              {removable && queued.status.kind !== 'done' ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => onRemove(queued.key)}
                  aria-label={t('upload.remove', { name: queued.file.name })}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
            <FileStatus name={queued.file.name} status={queued.status} onOpenDocument={onOpenDocument} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function FileSize({ bytes }: { bytes: number }) {
  const { i18n } = useTranslation('documents');
  return (
    <Text size="xs" c="dimmed">
      {formatFileSize(bytes, i18n.language)}
    </Text>
  );
}

function StatusLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {/* Kept at its size beside a long message. */}
      <Box style={{ flexShrink: 0, lineHeight: 0, paddingTop: 2 }}>{icon}</Box>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}

function FileStatus({
  name,
  status,
  onOpenDocument,
}: {
  name: string;
  status: UploadStatus;
  onOpenDocument: UploadFileListProps['onOpenDocument'];
}) {
  const { t } = useTranslation('documents');
  const { t: errorText } = useTranslation('errors');
  switch (status.kind) {
    case 'waiting':
      return (
        <StatusLine icon={<IconClock size={16} aria-hidden />}>
          <Text span size="sm" c="dimmed">
            {t('upload.status.waiting')}
          </Text>
        </StatusLine>
      );
    case 'uploading': {
      const percent = Math.round(status.sent * 100);
      return (
        <Group gap="sm" wrap="nowrap">
          <Progress value={percent} aria-label={t('upload.progress', { name })} style={{ flex: 1 }} size="lg" />
          <Text size="sm" c="dimmed" miw={40} ta="end" aria-hidden>
            {t('upload.percent', { percent })}
          </Text>
        </Group>
      );
    }
    case 'done':
      return (
        <StatusLine icon={<IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />}>
          <span>{t('upload.status.done')}</span>
          {onOpenDocument ? (
            <>
              {' · '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onOpenDocument(status.document.documentID)}
              >
                {t('upload.open', { title: status.document.title })}
              </Anchor>
            </>
          ) : null}
        </StatusLine>
      );
    case 'refused':
      return (
        <StatusLine icon={<IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />}>
          {errorText(status.reason === 'size' ? 'errors.file_too_large' : 'errors.unsupported_file_type')}
        </StatusLine>
      );
    case 'failed': {
      const failure = uploadFailureOf(status.error, { t, errorText });
      return (
        <StatusLine icon={<IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />}>
          {failure.message}
          {failure.duplicateOf ? (
            <>
              {' '}
              {t('upload.duplicateOf')}{' '}
              {onOpenDocument ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => onOpenDocument(failure.duplicateOf!.documentID)}
                >
                  {failure.duplicateOf.title}
                </Anchor>
              ) : (
                <Text span size="sm" fw={600}>
                  {failure.duplicateOf.title}
                </Text>
              )}
            </>
          ) : null}
        </StatusLine>
      );
    }
  }
}
