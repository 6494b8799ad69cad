import { useTranslation } from 'react-i18next';
import { Fact } from '../record-page/facts';
import { formatDateTime } from '../../lib/format-date';

/** When an asset was recorded and last changed, as two facts. */
export function AssetTimestamps({ record }: { record: { createdAt: string; updatedAt: string } }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <>
      <Fact label={t('fields.createdAt')}>{formatDateTime(record.createdAt, i18n.language)}</Fact>
      <Fact label={t('fields.updatedAt')}>{formatDateTime(record.updatedAt, i18n.language)}</Fact>
    </>
  );
}
