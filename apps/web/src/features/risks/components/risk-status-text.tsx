import { useTranslation } from 'react-i18next';
import type { riskStatuses } from '@freeboard/shared/risks/risk-enums';

/** A risk's status in the reader's words. */
export function RiskStatusText({ status }: { status: (typeof riskStatuses)[number] }) {
  const { t } = useTranslation('risks');
  return <>{t(`statuses.${status}`)}</>;
}
