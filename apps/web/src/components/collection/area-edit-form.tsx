/**
 * Editing a record: the area's fields in the shared edit form, which keeps what was typed on a stale
 * version and offers the latest; a successful save says so and closes the form.
 */
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { AreaRecord } from '../../lib/collection/area-definition';
import { useUpdateRecord } from '../../lib/collection/record-writes';
import { useAreaText } from '../../lib/collection/use-area-text';
import { useTenantID } from '../../lib/session-context';
import { EditRecordForm } from '../form/edit-record-form';
import type { ShownRecord } from '../../lib/collection/area-definition';

export function AreaEditForm<Record extends AreaRecord, Values extends object, CreateInput, UpdateInput>({
  definition,
  record,
  recordID,
  onDone,
}: ShownRecord<Record, Values, CreateInput, UpdateInput> & { onDone: () => void }) {
  const { t } = useAreaText(definition.text);
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const mutation = useUpdateRecord(definition.api, recordID, definition.refreshAlso);
  const { model } = definition;
  return (
    <EditRecordForm
      record={record}
      valuesOf={model.valuesOf}
      validate={model.validateChanges}
      fields={model.fields}
      inputOf={model.updateInputOf}
      mutation={mutation}
      fetchLatest={() => queryClient.fetchQuery({ ...definition.api.detailOptions(tenantID, recordID), staleTime: 0 })}
      renderFields={(form) => definition.renderFields(form, 'edit', record)}
      onSaved={(saved) => {
        notifications.show({ color: 'green', message: t('edit.saved', { code: saved.code }) });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
