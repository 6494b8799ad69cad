/** A document named by its title, linking to it on the documents page (its details open there). */
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { documentQueryOptions } from '../../../lib/documents/get-document';
import { MissingValue } from '../../../components/missing-value';

export function DocumentLink({ documentID }: { documentID: string }) {
  const { t } = useTranslation('assetSafety');
  const tenantID = useTenantID();
  const query = useQuery(documentQueryOptions(tenantID, documentID));
  if (query.isError) {
    return <MissingValue>{t('documents.unavailable')}</MissingValue>;
  }
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link to="/documents" search={{ section: 'all', document: documentID }} {...props} />}
    >
      {query.data ? query.data.title : t('documents.loading')}
    </Anchor>
  );
}
