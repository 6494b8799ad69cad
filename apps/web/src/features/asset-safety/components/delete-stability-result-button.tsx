/** Deleting one stability result, after a confirmation that names it. */
import type { StabilityResult } from '@freeboard/shared/stability-results/stability-results.schemas';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/record-page/delete-record-button';
import { formatDate } from '../../../lib/format-date';
import { useRemoveStabilityResult } from '../api/stability-result-writes';
import { formatFactorOfSafety } from '../criteria-format';

export function DeleteStabilityResultButton({
  crossSectionID,
  result,
}: {
  crossSectionID: string;
  result: StabilityResult;
}) {
  const { t, i18n } = useTranslation('assetSafety');
  const mutation = useRemoveStabilityResult(crossSectionID, result.resultID);
  return (
    <DeleteRecordButton
      mutation={mutation}
      labels={{
        button: t('stability.delete.button'),
        title: t('stability.delete.title'),
        text: t('stability.delete.text', {
          loadCase: t(`loadCases.${result.loadCase}`),
          method: result.method,
          factorOfSafety: formatFactorOfSafety(result.factorOfSafety, i18n.language),
          date: formatDate(result.analysisDate, i18n.language),
        }),
        confirm: t('stability.delete.confirm'),
      }}
    />
  );
}
