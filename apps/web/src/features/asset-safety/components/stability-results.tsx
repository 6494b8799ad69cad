/**
 * A cross-section's stability results (DOMAIN.md): each analysis against the minimum factor of
 * safety in effect now for its load case. Failing results are counted above the table and marked in
 * it; those who may update the cross-section add and delete results.
 */
import { useAbility } from '@casl/react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { stabilityResultsQueryOptions } from '../api/get-stability-results';
import { AddStabilityResultForm } from './add-stability-result-form';
import { SectionHeading } from './section-heading';
import { SectionQueryState } from './section-query-state';
import { StabilityResultTable } from './stability-result-table';

export function StabilityResults({ crossSectionID }: { crossSectionID: string }) {
  const { t } = useTranslation('assetSafety');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const query = useQuery(stabilityResultsQueryOptions(tenantID, crossSectionID));
  const [adding, setAdding] = useState(false);
  const mayChange = ability.can('update', 'CrossSection');
  // A result is evidence: removing one is a manager's decision, as deleting the cross-section is.
  const mayDelete = ability.can('delete', 'CrossSection');

  return (
    <Stack gap="md" component="section" aria-labelledby="stability-title">
      <SectionHeading
        id="stability-title"
        title={t('stability.title')}
        description={t('stability.description')}
        action={
          mayChange && !adding ? (
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('stability.add')}
            </Button>
          ) : null
        }
      />
      {adding ? <AddStabilityResultForm crossSectionID={crossSectionID} onDone={() => setAdding(false)} /> : null}
      <SectionQueryState
        query={query}
        error={{ title: t('stability.error.title'), description: t('stability.error.description') }}
      >
        {(results) => {
          if (results.length === 0) {
            return (
              <Text size="sm" c="dimmed">
                {t('stability.empty')}
              </Text>
            );
          }
          const failing = results.filter((result) => result.passes === false).length;
          return (
            <>
              {failing > 0 ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertTriangle size={18} aria-hidden />}
                  title={t('stability.failing', { count: failing })}
                >
                  {t('stability.failingText')}
                </Alert>
              ) : null}
              <StabilityResultTable crossSectionID={crossSectionID} results={results} mayDelete={mayDelete} />
            </>
          );
        }}
      </SectionQueryState>
    </Stack>
  );
}
