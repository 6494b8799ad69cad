/**
 * The "Risk matrix" panel: the tenant's five likelihood and five consequence level names and the
 * rating of each of the 25 cells, as a grid of selects coloured by rating. `Preview` asks the
 * server how many risks the edited cells would re-rate (and shows the first of them) before `Save`;
 * a save at a stale version says the matrix was changed by someone else and keeps the edits.
 * Without the ability to manage settings the matrix is shown as it is, read-only.
 */
import { Alert, Badge, Box, Button, Group, List, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiskMatrix, RiskMatrixPreview } from '@freeboard/shared/risks/risk-matrix';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatrixGrid, type MatrixAxis } from '../../../components/matrix-grid';
import { QueryError } from '../../../components/query-error';
import { RiskRatingBadge } from '../../../components/risk-rating-badge';
import { problemFeedback, type ProblemFeedback } from '../../../lib/problem-feedback';
import { isRiskRating, ratingAppearance } from '../../../lib/risk-rating';
import { previewRiskMatrix, riskMatrixQueryOptions, saveRiskMatrix, settingsKeys } from '../../../lib/risk-matrix';
import { useTenantID } from '../../../lib/session-context';
import {
  draftOf,
  levelNameError,
  matrixInputOf,
  sameDraft,
  withCell,
  withLevel,
  type MatrixDraft,
} from '../matrix-edit';
import classes from './risk-matrix-panel.module.css';
import { readableAlertTitle } from '../../../lib/readable-alert-title';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';

const ratingWords = { 1: 'low', 2: 'medium', 3: 'high', 4: 'critical' } as const;

export function RiskMatrixPanel({ editable }: { editable: boolean }) {
  const { t } = useTranslation('settings');
  const tenantID = useTenantID();
  const query = useQuery(riskMatrixQueryOptions(tenantID));
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="risk-matrix-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="risk-matrix-heading">
            {t('riskMatrix.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('riskMatrix.description')}
          </Text>
        </div>
        {query.isError && !query.data ? (
          <QueryError
            title={t('riskMatrix.error')}
            description={t('riskMatrix.errorDescription')}
            retryLabel={t('riskMatrix.retry')}
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : !query.data ? (
          <Text size="sm" role="status">
            {t('riskMatrix.loading')}
          </Text>
        ) : (
          <RiskMatrixEditor key={tenantID} matrix={query.data} editable={editable} />
        )}
      </Stack>
    </Paper>
  );
}

export function RiskMatrixEditor({ matrix, editable }: { matrix: RiskMatrix; editable: boolean }) {
  const { t } = useTranslation('settings');
  const { t: errors } = useTranslation('errors');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const [baseVersion, setBaseVersion] = useState(matrix.version);
  const [saved, setSaved] = useState<MatrixDraft>(() => draftOf(matrix));
  const [draft, setDraft] = useState<MatrixDraft>(() => draftOf(matrix));
  const [preview, setPreview] = useState<{ cells: string; result: RiskMatrixPreview } | null>(null);
  const [problem, setProblem] = useState<ProblemFeedback | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const dirty = !sameDraft(draft, saved);
  const cellsKey = JSON.stringify(draft.cells);

  const previewing = useMutation({
    mutationFn: (cells: number[][]) => previewRiskMatrix(tenantID!, cells),
    onSuccess: (result, cells) => setPreview({ cells: JSON.stringify(cells), result }),
    onError: (error) => setProblem(problemFeedback(error, { fields: [], t: errors })),
  });
  const saving = useMutation({
    mutationFn: (input: ReturnType<typeof matrixInputOf>) => saveRiskMatrix(tenantID!, input),
    onSuccess: async (next) => {
      queryClient.setQueryData(riskMatrixQueryOptions(tenantID).queryKey, next);
      setBaseVersion(next.version);
      setSaved(draftOf(next));
      setDraft(draftOf(next));
      setPreview(null);
      notifications.show({ color: 'green', message: t('riskMatrix.saved') });
      // Every risk may have been re-rated.
      await queryClient.invalidateQueries({ queryKey: ['risks', tenantID] });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all(tenantID) });
    },
    onError: (error) => setProblem(problemFeedback(error, { fields: [], t: errors })),
  });

  const nameErrors = (axis: MatrixAxis) =>
    (axis === 'likelihood' ? draft.likelihoodLevels : draft.consequenceLevels).map(levelNameError);
  const invalid = [...nameErrors('likelihood'), ...nameErrors('consequence')].some((error) => error !== null);

  async function loadLatest() {
    const latest = await queryClient.fetchQuery({ ...riskMatrixQueryOptions(tenantID), staleTime: 0 });
    setBaseVersion(latest.version);
    setSaved(draftOf(latest));
    setDraft(draftOf(latest));
    setPreview(null);
    setProblem(null);
  }

  const levelInput = (axis: MatrixAxis, level: number) => {
    const names = axis === 'likelihood' ? draft.likelihoodLevels : draft.consequenceLevels;
    const error = showErrors ? levelNameError(names[level - 1] ?? '') : null;
    const label = t(`riskMatrix.${axis}Level`, { level });
    if (!editable) {
      return (
        <Text size="sm" fw={600}>
          {level}. {names[level - 1]}
        </Text>
      );
    }
    return (
      <TextInput
        size="xs"
        aria-label={label}
        value={names[level - 1]}
        error={error ? t(`riskMatrix.nameErrors.${error}`) : undefined}
        onChange={(event) => setDraft(withLevel(draft, axis, level, event.currentTarget.value))}
        leftSection={
          <Text size="xs" c="dimmed">
            {level}
          </Text>
        }
      />
    );
  };

  return (
    <Stack gap="md">
      <Box className={classes.scroller}>
        <MatrixGrid
          className={classes.table}
          aria-label={t('riskMatrix.gridLabel')}
          parts={{ corner: classes.corner, columnHead: classes.head, rowHead: classes.head, cell: classes.cell }}
          level={levelInput}
          cell={(likelihood, consequence) => {
            const rating = draft.cells[likelihood - 1]?.[consequence - 1] ?? 1;
            const changed = rating !== saved.cells[likelihood - 1]?.[consequence - 1];
            const cellLabel = t('riskMatrix.cellLabel', {
              likelihood: draft.likelihoodLevels[likelihood - 1],
              consequence: draft.consequenceLevels[consequence - 1],
            });
            return editable ? (
              <RatingSelect
                label={cellLabel}
                rating={rating}
                changed={changed}
                onChange={(next) => setDraft(withCell(draft, likelihood, consequence, next))}
              />
            ) : (
              <RiskRatingBadge rating={rating} />
            );
          }}
        />
      </Box>
      {editable ? (
        <>
          <FormProblemAlert feedback={problem} onLoadLatest={() => void loadLatest()} />
          {preview && preview.cells === cellsKey ? <PreviewResult result={preview.result} /> : null}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden />}
              loading={previewing.isPending}
              onClick={() => {
                setProblem(null);
                previewing.mutate(draft.cells);
              }}
            >
              {t('riskMatrix.preview')}
            </Button>
            <Button
              loading={saving.isPending}
              disabled={!dirty}
              onClick={() => {
                setProblem(null);
                setShowErrors(true);
                if (invalid) return;
                saving.mutate(matrixInputOf(draft, baseVersion));
              }}
            >
              {t('riskMatrix.save')}
            </Button>
            {dirty ? (
              <Button variant="subtle" color="gray" onClick={() => setDraft(saved)}>
                {t('riskMatrix.reset')}
              </Button>
            ) : null}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** One cell's rating, as a select coloured by it. */
function RatingSelect({
  label,
  rating,
  changed,
  onChange,
}: {
  label: string;
  rating: number;
  changed: boolean;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation('risks');
  const { color } = ratingAppearance(isRiskRating(rating) ? rating : 1);
  return (
    <Select
      size="xs"
      aria-label={label}
      data-rating={rating}
      data-changed={changed || undefined}
      className={classes.ratingSelect}
      data={([1, 2, 3, 4] as const).map((value) => ({
        value: String(value),
        label: t(`rating.${ratingWords[value]}`),
      }))}
      value={String(rating)}
      allowDeselect={false}
      onChange={(value) => value && onChange(Number(value))}
      comboboxProps={{ withinPortal: true }}
      styles={{
        input: {
          background: `var(--mantine-color-${color.replace('.', '-')})`,
          color: rating === 4 ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)',
          fontWeight: 600,
        },
        section: { color: rating === 4 ? 'var(--mantine-color-white)' : 'var(--mantine-color-black)' },
      }}
    />
  );
}

function PreviewResult({ result }: { result: RiskMatrixPreview }) {
  const { t } = useTranslation('settings');
  return (
    <Alert
      variant="light"
      color="blue"
      // The title in the text's colour: the orange or blue of a light alert is too faint on its tint.
      styles={readableAlertTitle}
      title={t('riskMatrix.previewTitle')}
      data-testid="risk-matrix-preview"
    >
      <Stack gap="xs">
        <Text size="sm" role="status">
          {t('riskMatrix.changedRisks', { count: result.changedRisks })}
        </Text>
        {result.changes.length > 0 ? (
          <List size="sm" spacing={4}>
            {result.changes.slice(0, 10).map((change) => (
              <List.Item key={change.riskID}>
                <Group gap={6} wrap="wrap">
                  <Text span size="sm" fw={600}>
                    {change.code}
                  </Text>
                  <Text span size="sm">
                    {change.title}:
                  </Text>
                  <RiskRatingBadge rating={change.inherentRiskRating.before} />
                  <Text span size="sm" aria-label={t('riskMatrix.becomes')}>
                    →
                  </Text>
                  <RiskRatingBadge rating={change.inherentRiskRating.after} />
                  {change.residualRiskRating.before !== change.residualRiskRating.after ? (
                    <Badge variant="outline" color="gray" tt="none" size="sm">
                      {t('riskMatrix.residualChanges')}
                    </Badge>
                  ) : null}
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
        {result.changedRisks > 10 ? (
          <Text size="xs" c="dimmed">
            {t('riskMatrix.andMore', { count: result.changedRisks - 10 })}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
