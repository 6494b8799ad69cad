/** Where an asset sits: links up the tree, site first, each named by its kind, code and name. */
import { Group, Paper, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { AssetRef } from '@freeboard/shared/common/asset-ref.schemas';
import { useTranslation } from 'react-i18next';
import { AssetLink } from './asset-link';

export function AssetPlacement({ ancestors }: { ancestors: readonly AssetRef[] }) {
  const { t } = useTranslation('assets');
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('tree.placement')}
      </Title>
      <Group component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('tree.placement')}>
        {ancestors.map((ancestor, index) => (
          <Group component="li" key={ancestor.assetID} gap={6} wrap="nowrap">
            {index > 0 ? <IconChevronRight size={14} aria-hidden /> : null}
            <Text span size="sm" c="dimmed">
              {t(`kinds.${ancestor.assetType}`)}
            </Text>
            <AssetLink type={ancestor.assetType} assetID={ancestor.assetID} size="sm" fw={500}>
              {ancestor.code} {ancestor.name}
            </AssetLink>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
