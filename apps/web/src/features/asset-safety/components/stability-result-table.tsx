/** The stability results as a table, newest analysis first; a failing row is tinted and edged in red. */
import { Table, VisuallyHidden } from '@mantine/core';
import type { StabilityResult } from '@freeboard/shared/stability-results/stability-results.schemas';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatFactorOfSafety } from '../criteria-format';
import { DeleteStabilityResultButton } from './delete-stability-result-button';
import { DocumentLink } from './document-link';
import { PassFail } from './pass-fail';
import classes from './stability-results.module.css';
import { MissingValue } from '../../../components/missing-value';

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
    <Table.ScrollContainer minWidth={mayDelete ? 860 : 760}>
      <Table verticalSpacing="sm" aria-label={t('stability.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('stability.columns.loadCase')}</Table.Th>
            <Table.Th scope="col">{t('stability.columns.method')}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('stability.columns.factorOfSafety')}
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('stability.columns.minimum')}
            </Table.Th>
            <Table.Th scope="col">{t('stability.columns.result')}</Table.Th>
            <Table.Th scope="col">{t('stability.columns.analysisDate')}</Table.Th>
            <Table.Th scope="col">{t('stability.columns.document')}</Table.Th>
            {mayDelete ? (
              <Table.Th scope="col">
                <VisuallyHidden>{t('stability.columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
