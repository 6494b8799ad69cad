/**
 * The Information section of a record: Edit and Delete (for those who may), its details or the form
 * editing them, the records it is tied to (the area's `renderRelated`), and its history.
 */
import { useAbility } from '@casl/react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaRecord, ShownRecord } from '../../lib/collection/area-definition';
import { RecordHistory } from '../record-history/record-history';
import { AreaDeleteButton } from './area-delete-button';
import { AreaEditForm } from './area-edit-form';

export function AreaInformation<Record extends AreaRecord, Values extends object, CreateInput, UpdateInput>({
  definition,
  record,
  recordID,
  onDeleted,
}: ShownRecord<Record, Values, CreateInput, UpdateInput> & { onDeleted: () => unknown }) {
  const { t, i18n } = useTranslation('common');
  const ability = useAbility<AppAbility>();
  const [editing, setEditing] = useState(false);
  const mayUpdate = ability.can('update', definition.subject);
  const mayDelete = ability.can('delete', definition.subject);
  const { historyFields } = definition;
  const history = useMemo(() => historyFields(i18n), [historyFields, i18n]);
  return (
    <Stack gap="lg">
      {editing ? (
        <AreaEditForm definition={definition} record={record} recordID={recordID} onDone={() => setEditing(false)} />
      ) : (
        <>
          {mayUpdate || mayDelete || definition.renderCommands ? (
            <Group justify="flex-end" gap="sm">
              {definition.renderCommands?.(record, recordID)}
              {mayUpdate ? (
                <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                  {t('record.edit')}
                </Button>
              ) : null}
              {mayDelete ? (
                <AreaDeleteButton definition={definition} record={record} recordID={recordID} onDeleted={onDeleted} />
              ) : null}
            </Group>
          ) : null}
          {definition.renderDetails(record)}
        </>
      )}
      {definition.renderRelated?.(record, recordID)}
      <RecordHistory
        subject={{ keys: definition.api.keys, subjectType: definition.subject, subjectID: recordID }}
        fields={history}
      />
    </Stack>
  );
}
