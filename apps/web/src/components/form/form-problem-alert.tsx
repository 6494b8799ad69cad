/**
 * The form-level part of a failed save. A stale version (someone else saved first) says so and
 * offers the latest version; what the person typed stays in the form until they choose it.
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProblemFeedback } from '../../lib/problem-feedback';
import { readableAlertTitle } from '../../lib/readable-alert-title';

export function FormProblemAlert({
  feedback,
  onLoadLatest,
  loadingLatest = false,
  title,
  loadLatestLabel,
}: {
  feedback: ProblemFeedback | null;
  /** Replaces the form's values with the record as it is now (after a version conflict). */
  onLoadLatest?: () => void;
  loadingLatest?: boolean;
  /** What did not happen, when it is not a form's save ("The controls were not changed"). */
  title?: string;
  loadLatestLabel?: string;
}) {
  const { t } = useTranslation('common');
  if (!feedback?.message) return null;
  const conflict = feedback.code === 'version_conflict';
  return (
    <Alert
      color={conflict ? 'orange' : 'red'}
      variant="light"
      styles={readableAlertTitle}
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={title ?? t(conflict ? 'form.conflictTitle' : 'form.failedTitle')}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{feedback.message}</Text>
        {conflict && onLoadLatest ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={loadingLatest}
            onClick={onLoadLatest}
          >
            {loadLatestLabel ?? t('form.loadLatest')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
