/** How an action was closed: when, the closing note and the evidence documents; nothing while it is pending. */
import type { Action } from '@freeboard/shared/actions/actions.schemas';
import { useTranslation } from 'react-i18next';
import { EvidenceLinks } from '../../../components/collection/evidence-links';
import { Fact, FactGrid, FactsPanel, textOrNotRecorded } from '../../../components/record-page/facts';
import { formatDateTime } from '../../../lib/format-date';

export function ActionClosing({ action }: { action: Action }) {
  const { t, i18n } = useTranslation('actions');
  if (action.status !== 'done' && action.evidence.length === 0 && !action.closingNote) return null;
  return (
    <FactsPanel title={t('closing.title')}>
      <FactGrid cols={{ base: 1, sm: 3 }}>
        <Fact label={t('fields.closedAt')}>
          {textOrNotRecorded(action.closedAt ? formatDateTime(action.closedAt, i18n.language) : null)}
        </Fact>
        <Fact label={t('fields.closingNote')}>
          <span style={{ whiteSpace: 'pre-line' }}>{textOrNotRecorded(action.closingNote)}</span>
        </Fact>
        <Fact label={t('fields.evidence')}>
          <EvidenceLinks evidence={action.evidence} />
        </Fact>
      </FactGrid>
    </FactsPanel>
  );
}
