/**
 * The Criteria section of an asset's record page (DOMAIN.md "Design criteria"): every criterion in
 * effect with where it comes from; Edit (with the ability) sets or clears values at this element. A
 * cross-section also shows its stability results, each against the minimum in effect.
 */
import { useAbility } from '@casl/react';
import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { assetKinds } from '../../../lib/assets/asset-kinds';
import { criteriaQueryOptions } from '../api/get-criteria';
import { CriteriaList } from './criteria-list';
import { EditCriteriaForm } from './edit-criteria-form';
import { SectionHeading } from './section-heading';
import { SectionQueryState } from './section-query-state';
import { StabilityResults } from './stability-results';

export function CriteriaSection({
  assetType,
  assetID,
  ancestors,
}: {
  assetType: AssetType;
  assetID: string;
  /** The assets above it, site first: where an inherited value comes from, named. */
  ancestors: readonly AssetRef[];
}) {
  const { t } = useTranslation('assetSafety');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const query = useQuery(criteriaQueryOptions(tenantID, assetType, assetID));
  const [editing, setEditing] = useState(false);
  const mayEdit = ability.can('update', assetKinds[assetType].subject);

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="criteria-title">
        <SectionHeading
          id="criteria-title"
          title={t('criteria.title')}
          description={t('criteria.description')}
          action={
            mayEdit && !editing && query.isSuccess ? (
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                {t('criteria.edit')}
              </Button>
            ) : null
          }
        />
        <SectionQueryState
          query={query}
          error={{ title: t('criteria.error.title'), description: t('criteria.error.description') }}
        >
          {(criteria) =>
            editing ? (
              <EditCriteriaForm
                criteria={criteria}
                assetType={assetType}
                assetID={assetID}
                onDone={() => setEditing(false)}
              />
            ) : (
              <CriteriaList criteria={criteria} assetType={assetType} assetID={assetID} ancestors={ancestors} />
            )
          }
        </SectionQueryState>
      </Stack>
      {assetType === 'cross-section' ? <StabilityResults crossSectionID={assetID} /> : null}
    </Stack>
  );
}
