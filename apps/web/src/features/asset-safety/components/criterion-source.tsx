/**
 * Where a criterion's value comes from: this element ("Set here"), an element above it (named and
 * linked), or the tenant's default for the element's consequence class.
 */
import { Group, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCornerLeftUp, IconPinned } from '@tabler/icons-react';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType, ConsequenceClass } from '@freeboard/shared/common/assets';
import type { EffectiveCriterion } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetLink } from '../../../components/assets/asset-link';
import { isSetHere } from '../criteria-form-values';

function SourceLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <span style={{ display: 'inline-flex', paddingTop: 2 }} aria-hidden>
        {icon}
      </span>
      <Text span size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** The element above that sets the value: its code and name (from the record's ancestors), linked. */
function InheritedFrom({
  level,
  source,
  assetID,
}: {
  level: AssetType;
  source: AssetRef | undefined;
  assetID: string;
}) {
  const { t } = useTranslation('assetSafety');
  const name = source ? `${source.code} ${source.name}` : t(`levels.${level}`);
  return (
    <SourceLine icon={<IconCornerLeftUp size={14} />}>
      {t('criteria.source.inheritedFrom', { level: t(`levels.${level}`) })}{' '}
      <AssetLink type={level} assetID={assetID} size="sm">
        {name}
      </AssetLink>
    </SourceLine>
  );
}

export function CriterionSource({
  criterion,
  assetType,
  assetID,
  ancestors,
  consequenceClass,
}: {
  criterion: EffectiveCriterion;
  assetType: AssetType;
  assetID: string;
  ancestors: readonly AssetRef[];
  consequenceClass: ConsequenceClass | null;
}) {
  const { t } = useTranslation('assetSafety');
  const { level, assetID: sourceID } = criterion.source;
  if (isSetHere(criterion, assetType, assetID)) {
    return (
      <SourceLine icon={<IconPinned size={14} />}>
        <Text span size="sm" fw={600} c="var(--mantine-color-text)">
          {t('criteria.source.setHere')}
        </Text>
      </SourceLine>
    );
  }
  if (level !== 'tenant-default' && sourceID) {
    return (
      <InheritedFrom
        level={level}
        source={ancestors.find((ancestor) => ancestor.assetID === sourceID)}
        assetID={sourceID}
      />
    );
  }
  const className = consequenceClass ? t(`consequenceClasses.${consequenceClass}`) : null;
  let text: string;
  if (className === null) text = t('criteria.source.notRated');
  else if (criterion.value === null) text = t('criteria.source.noDefault', { class: className });
  else text = t('criteria.source.tenantDefault', { class: className });
  return <SourceLine icon={<IconBuildingCommunity size={14} />}>{text}</SourceLine>;
}
