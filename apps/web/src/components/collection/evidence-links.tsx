/** Documents a record names as evidence, each by its title linking to it on the documents page. */
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Evidence } from '@freeboard/shared/risks/controls.schemas';
import { useTranslation } from 'react-i18next';
import { MissingValue } from '../missing-value';

export function EvidenceLinks({ evidence }: { evidence: readonly Evidence[] }) {
  const { t } = useTranslation('common');
  if (evidence.length === 0) return <MissingValue>{t('evidence.none')}</MissingValue>;
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {evidence.map((document) => (
        <li key={document.documentID}>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/documents" search={{ section: 'all', document: document.documentID }} {...props} />
            )}
          >
            {document.title}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}
