/**
 * An asset's record page, the same for the four kinds: its code (and state) above its name, then
 * its sections as tabs bound to `?section=`; Information is the kind's own, the others are the
 * asset register's shared sections.
 */
import { Badge } from '@mantine/core';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/record-page/record-page';
import { useSection } from '../../components/record-page/use-section';
import { AssetSectionContent, type AssetSection } from './asset-section-content';

interface AssetRecordPageProps {
  type: AssetType;
  assetID: string;
  code: string;
  name: string;
  /** Beside the code: the record's state, such as a site's status. */
  badges?: ReactNode;
  description?: ReactNode;
  sections: readonly [AssetSection, ...AssetSection[]];
  information: ReactNode;
  /** The assets above it, site first (none for a site). */
  ancestors: readonly AssetRef[];
}

export function AssetRecordPage({
  type,
  assetID,
  code,
  name,
  badges,
  description,
  sections,
  information,
  ancestors,
}: AssetRecordPageProps) {
  const { t } = useTranslation('areas');
  const [section, changeSection] = useSection(sections);
  return (
    <RecordPage
      title={name}
      pageTitle={`${code} ${name}`}
      badges={
        <>
          <Badge variant="light" color="gray" tt="none" size="lg" radius="sm">
            {code}
          </Badge>
          {badges}
        </>
      }
      description={description}
      sectionsLabel={t('sections.label')}
      activeSection={section}
      onSectionChange={changeSection}
      sections={sections.map((value) => ({
        value,
        label: t(`sections.${value}`),
        content: (
          <AssetSectionContent
            assetType={type}
            assetID={assetID}
            ancestors={ancestors}
            section={value}
            information={information}
          />
        ),
      }))}
    />
  );
}
