/** What is known about a document and its current file. */
import { ActionIcon, Badge, Code, CopyButton, DataList, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '../format';

/** First and last characters of a checksum: enough to compare by eye, short enough for a phone. */
export function shortenChecksum(checksum: string): string {
  return checksum.length <= 20 ? checksum : `${checksum.slice(0, 10)}…${checksum.slice(-8)}`;
}

export function DocumentFacts({ document }: { document: FreeboardDocument }) {
  const { t, i18n } = useTranslation('documents');
  const none = (
    <Text span size="sm" c="dimmed">
      {t('details.none')}
    </Text>
  );

  let placement: string;
  if (document.assetType) {
    placement = t('details.placementAsset', {
      assetType: t(`assetTypes.${document.assetType}`),
      assetName: document.assetName ?? t('details.unknownAsset'),
    });
  } else if (document.nonAssetCategory === 'social') {
    placement = t('details.placementSocial');
  } else if (document.nonAssetCategory === 'corporate') {
    placement = t('details.placementCorporate');
  } else {
    placement = t('details.placementUnassigned');
  }

  return (
    <DataList labelWidth={130} gap="sm" withDivider>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.fileName')}</DataList.ItemLabel>
        <DataList.ItemValue style={{ wordBreak: 'break-all' }}>{document.fileName}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.currentVersion')}</DataList.ItemLabel>
        <DataList.ItemValue>{document.currentVersion}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.type')}</DataList.ItemLabel>
        <DataList.ItemValue>{t(`docTypes.${document.docType}`)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.revision')}</DataList.ItemLabel>
        <DataList.ItemValue>{document.revision ?? none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.author')}</DataList.ItemLabel>
        <DataList.ItemValue>{document.author ?? none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.tags')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {document.tags.length > 0 ? (
            <Group gap={4}>
              {document.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray" size="sm" tt="none" fw={500}>
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text span size="sm" c="dimmed">
              {t('details.noTags')}
            </Text>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.documentDate')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {document.documentDate ? formatDate(document.documentDate, i18n.language) : none}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.placement')}</DataList.ItemLabel>
        <DataList.ItemValue>{placement}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.uploadedBy')}</DataList.ItemLabel>
        <DataList.ItemValue>{document.uploadedBy?.name ?? none}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.uploadedAt')}</DataList.ItemLabel>
        <DataList.ItemValue>{formatDate(document.createdAt, i18n.language)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.size')}</DataList.ItemLabel>
        <DataList.ItemValue>{formatFileSize(document.sizeBytes, i18n.language)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('details.sha256')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Group gap={4} wrap="nowrap">
            <Code title={document.sha256}>{shortenChecksum(document.sha256)}</Code>
            <CopyButton value={document.sha256}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('details.copied') : t('details.copy')} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={copied ? t('details.copied') : t('details.copy')}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}
