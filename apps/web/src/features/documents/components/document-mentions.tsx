/**
 * The assets a document talks about: those a person linked, and those whose code was found in its
 * text (marked so, in words). Each links to the asset's record page.
 */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { DocumentMention } from '@freeboard/shared/documents/documents.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetLink } from '../../../components/assets/asset-link';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function DocumentMentions({ mentions }: { mentions: readonly DocumentMention[] }) {
  const { t } = useTranslation('documents');
  const headingID = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingID}>
      <Title order={3} size="h5" id={headingID}>
        {t('mentions.title')}
      </Title>
      {mentions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mentions.none')}
        </Text>
      ) : (
        <Stack component="ul" gap={6} style={listStyle}>
          {mentions.map((mention) => (
            <Group component="li" key={`${mention.assetType}:${mention.assetID}`} gap="xs" wrap="wrap">
              <Text span size="sm" c="dimmed">
                {t(`assetTypes.${mention.assetType}`)}
              </Text>
              <AssetLink type={mention.assetType} assetID={mention.assetID} size="sm">
                {mention.code} · {mention.name}
              </AssetLink>
              {mention.source === 'detected' ? (
                <Badge variant="outline" color="gray" size="sm" tt="none" fw={500}>
                  {t('mentions.detected')}
                </Badge>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
