/** The tenant's documents as options of a select: title, and the revision where there is one. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../lib/session-context';
import { documentChoicesQueryOptions, type DocumentChoice } from './api/get-document-choices';

function optionsOf(choices: DocumentChoice[], revisionLabel: (revision: string) => string) {
  return choices.map(({ documentID, title, revision }) => ({
    value: documentID,
    label: revision ? `${title} (${revisionLabel(revision)})` : title,
  }));
}

export function useDocumentChoices() {
  const { t } = useTranslation('assetSafety');
  const tenantID = useTenantID();
  const query = useQuery(documentChoicesQueryOptions(tenantID));
  return {
    data: optionsOf(query.data ?? [], (revision) => t('documents.revision', { revision })),
    isError: query.isError,
  };
}
