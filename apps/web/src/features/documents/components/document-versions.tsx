/**
 * Every file the document has had, newest first: its revision, file name, size, who uploaded it and
 * when, and its own Download. Earlier versions are kept, never replaced.
 */
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DocumentVersion } from '@freeboard/shared/documents/documents.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { useTenantID } from '../../../lib/session-context';
import { downloadDocumentFile } from '../api/download-document-file';
import { documentVersionsQueryOptions } from '../api/get-document-versions';
import { formatDate, formatFileSize } from '../format';
import { FailureAlert } from '../../../components/failure-notice';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function DocumentVersions({ documentID }: { documentID: string }) {
  const { t } = useTranslation('documents');
  const tenantID = useTenantID();
  const query = useQuery(documentVersionsQueryOptions(tenantID, documentID));
  const headingID = useId();
  let content;
  if (query.isPending) {
    content = (
      <Stack gap="xs" aria-busy="true">
        <VisuallyHidden role="status">{t('versions.loading')}</VisuallyHidden>
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <QueryError
        title={t('versions.error')}
        description={t('error.description')}
        retryLabel={t('details.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    content = (
      <Stack component="ul" gap="xs" style={listStyle}>
        {query.data.map((version) => (
          <VersionItem key={version.versionNumber} documentID={documentID} version={version} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingID}>
      <Title order={3} size="h5" id={headingID}>
        {t('versions.title')}
      </Title>
      {content}
    </Stack>
  );
}

function VersionItem({ documentID, version }: { documentID: string; version: DocumentVersion }) {
  const { t, i18n } = useTranslation('documents');
  const tenantID = useTenantID();
  const download = useMutation({
    mutationFn: () =>
      downloadDocumentFile(tenantID, { documentID, fileName: version.fileName, versionNumber: version.versionNumber }),
  });
  const facts = [
    version.revision ? t('versions.revision', { revision: version.revision }) : null,
    formatFileSize(version.sizeBytes, i18n.language),
    version.uploadedBy?.name ?? null,
    formatDate(version.createdAt, i18n.language),
  ].filter((fact) => fact !== null);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text size="sm" fw={650}>
                {t('versions.number', { number: version.versionNumber })}
              </Text>
              {version.current ? (
                <Badge variant="light" size="sm" tt="none">
                  {t('versions.current')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {version.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {facts.join(' · ')}
            </Text>
          </Stack>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
            aria-label={t('versions.download', { number: version.versionNumber })}
          >
            {t('details.download')}
          </Button>
        </Group>
        {download.isError ? <FailureAlert p="xs">{t('details.downloadFailed')}</FailureAlert> : null}
      </Stack>
    </Paper>
  );
}
