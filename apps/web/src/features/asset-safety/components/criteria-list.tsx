/** The criteria in effect at an element, in their groups: each with its value and where it comes from. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { DesignCriteria } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { useTranslation } from 'react-i18next';
import { criterionGroups, formatCriterionValue } from '../criteria-format';
import classes from './criteria.module.css';
import { CriterionSource } from './criterion-source';
import { MissingValue } from '../../../components/missing-value';

export function CriteriaList({
  criteria,
  assetType,
  assetID,
  ancestors,
}: {
  criteria: DesignCriteria;
  assetType: AssetType;
  assetID: string;
  ancestors: readonly AssetRef[];
}) {
  const { t, i18n } = useTranslation('assetSafety');
  const byKey = new Map(criteria.criteria.map((criterion) => [criterion.key, criterion]));
  return (
    <Stack gap="md">
      {criterionGroups.map(({ group, keys }) => (
        <Paper key={group} withBorder radius="md" p="md" component="section" aria-labelledby={`criteria-${group}`}>
          <Title order={3} size="h5" id={`criteria-${group}`}>
            {t(`criteria.groups.${group}`)}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {t(`criteria.groupHints.${group}`)}
          </Text>
          <dl className={classes.list}>
            {keys.map((key) => {
              const criterion = byKey.get(key);
              if (!criterion) return null;
              return (
                <div key={key} className={classes.row} data-testid="criterion-row" data-criterion={key}>
                  <dt className={classes.label}>{t(`criteria.keys.${key}`)}</dt>
                  <dd className={classes.value}>
                    {criterion.value === null ? (
                      <MissingValue>{t('criteria.notSet')}</MissingValue>
                    ) : (
                      formatCriterionValue(criterion.value, criterion.unit, i18n.language, t)
                    )}
                  </dd>
                  <dd className={classes.source}>
                    <CriterionSource
                      criterion={criterion}
                      assetType={assetType}
                      assetID={assetID}
                      ancestors={ancestors}
                      consequenceClass={criteria.consequenceClass}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        </Paper>
      ))}
    </Stack>
  );
}
