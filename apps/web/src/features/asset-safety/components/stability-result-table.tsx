/** The stability results as a table, newest analysis first; a failing row is tinted and edged in red. */
import { Table } from '@mantine/core';
import type { StabilityResult } from '@freeboard/shared/stability-results/stability-results.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatFactorOfSafety } from '../criteria-format';
import { DeleteStabilityResultButton } from './delete-stability-result-button';
import { DocumentLink } from './document-link';
import { PassFail } from './pass-fail';
import classes from './stability-results.module.css';
import { MissingValue } from '../../../components/missing-value';
import { RecordTable } from '../../../components/record-table';

export function StabilityResultTable({
  crossSectionID,
  results,
  mayDelete,
}: {
  crossSectionID: string;
  results: StabilityResult[];
  mayDelete: boolean;
}) {
  const { t, i18n } = useTranslation('assetSafety');
  const language = i18n.language;
  return (
    <RecordTable
      minWidth={mayDelete ? 860 : 760}
      verticalSpacing="sm"
      aria-label={t('stability.caption')}
      columns={[
        t('stability.columns.loadCase'),
        t('stability.columns.method'),
        { label: t('stability.columns.factorOfSafety'), className: classes.number },
        { label: t('stability.columns.minimum'), className: classes.number },
        t('stability.columns.result'),
        t('stability.columns.analysisDate'),
        t('stability.columns.document'),
        mayDelete && { label: t('stability.columns.actions'), hidden: true },
      ]}
    >
      {results.map((result) => (
        <Table.Tr
          key={result.resultID}
          className={result.passes === false ? classes.failingRow : undefined}
          data-testid="stability-result-row"
        >
          <Table.Td>{t(`loadCases.${result.loadCase}`)}</Table.Td>
          <Table.Td>{result.method}</Table.Td>
          <Table.Td className={classes.number} fw={result.passes === false ? 700 : undefined}>
            {formatFactorOfSafety(result.factorOfSafety, language)}
          </Table.Td>
          <Table.Td className={classes.number}>
            {result.minimumFactorOfSafety === null ? (
              <MissingValue>{t('stability.noMinimumShort')}</MissingValue>
            ) : (
              formatFactorOfSafety(result.minimumFactorOfSafety, language)
            )}
          </Table.Td>
          <Table.Td>
            <PassFail passes={result.passes} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(result.analysisDate, language)}</Table.Td>
          <Table.Td>
            {result.documentID ? (
              <DocumentLink documentID={result.documentID} />
            ) : (
              <MissingValue>{t('documents.none')}</MissingValue>
            )}
          </Table.Td>
          {mayDelete ? (
            <Table.Td>
              <DeleteStabilityResultButton crossSectionID={crossSectionID} result={result} />
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </RecordTable>
  );
}
