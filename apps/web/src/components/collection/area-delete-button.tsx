/**
 * Deleting a record after a confirmation, in the area's words. One that other records still
 * depend on is refused (409 has_dependents): the dialog says what must go first.
 */
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { recordNameOf, type AreaDefinition, type AreaRecord } from '../../lib/collection/area-definition';
import { useDeleteRecord } from '../../lib/collection/record-writes';
import { useAreaText } from '../../lib/collection/use-area-text';
import { DeleteRecordButton } from '../record-page/delete-record-button';

interface AreaDeleteButtonProps<Record extends AreaRecord> {
  definition: Pick<AreaDefinition<Record, never, never, never>, 'api' | 'text' | 'refreshAlso' | 'nameOf'>;
  record: Record;
  recordID: string;
  onDeleted: () => unknown;
}

export function AreaDeleteButton<Record extends AreaRecord>({
  definition,
  record,
  recordID,
  onDeleted,
}: AreaDeleteButtonProps<Record>) {
  const { t } = useAreaText(definition.text);
  const { t: common } = useTranslation('common');
  const named = { code: record.code, name: recordNameOf(definition, record) };
  const mutation = useDeleteRecord(
    definition.api,
    recordID,
    async () => {
      notifications.show({ color: 'green', message: t('delete.done', named) });
      await onDeleted();
    },
    definition.refreshAlso,
  );
  return (
    <DeleteRecordButton
      mutation={mutation}
      labels={{
        button: common('record.delete'),
        title: t('delete.title', { code: record.code }),
        text: t('delete.text', { name: named.name }),
        confirm: t('delete.confirm'),
        refusals: { has_dependents: t('delete.hasDependents') },
      }}
    />
  );
}
