/**
 * The page of a new record from the area's definition: its empty fields (with what the address
 * presets, such as the parent it was opened from) and `Save`, or why it is not offered.
 */
import { useAbility } from '@casl/react';
import { notifications } from '@mantine/notifications';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { recordNameOf, type AreaDefinition, type AreaRecord } from '../../lib/collection/area-definition';
import { useCreateRecord } from '../../lib/collection/record-writes';
import { useAreaText } from '../../lib/collection/use-area-text';
import { NewRecordForm } from '../form/new-record-form';
import { NewRecordPage } from '../form/new-record-page';

interface AreaNewScreenProps<Record extends AreaRecord, Values, CreateInput, UpdateInput> {
  definition: AreaDefinition<Record, Values, CreateInput, UpdateInput, string>;
  /** Values the address gives (`?siteID=` and the like); one left `undefined` presets nothing. */
  preset?: Partial<Values>;
  onCreated: (recordID: string) => unknown;
  onCancel: () => void;
}

export function AreaNewScreen<Record extends AreaRecord, Values extends object, CreateInput, UpdateInput>(
  props: AreaNewScreenProps<Record, Values, CreateInput, UpdateInput>,
) {
  const { t } = useAreaText(props.definition.text);
  const ability = useAbility<AppAbility>();
  return (
    <NewRecordPage
      title={t('new.title')}
      description={t('new.description')}
      allowed={ability.can('create', props.definition.subject)}
      notAllowed={{ title: t('new.notAllowedTitle'), text: t('new.notAllowed') }}
    >
      <AreaNewForm {...props} />
    </NewRecordPage>
  );
}

function AreaNewForm<Record extends AreaRecord, Values extends object, CreateInput, UpdateInput>({
  definition,
  preset,
  onCreated,
  onCancel,
}: AreaNewScreenProps<Record, Values, CreateInput, UpdateInput>) {
  const { t } = useAreaText(definition.text);
  const mutation = useCreateRecord(definition.api, definition.idOf, definition.refreshAlso);
  const { model } = definition;
  return (
    <NewRecordForm
      initialValues={model.emptyValues(preset)}
      validate={model.validateNew}
      fields={model.fields}
      inputOf={model.createInputOf}
      mutation={mutation}
      onCreated={async (record) => {
        notifications.show({
          color: 'green',
          message: t('new.created', { code: record.code, name: recordNameOf(definition, record) }),
        });
        await onCreated(definition.idOf(record));
      }}
      renderFields={(form) => definition.renderFields(form, 'create')}
      onCancel={onCancel}
    />
  );
}
