/** The page of a new asset: the kind's empty fields (a parent preset when the address names one), `Save`. */
import { useAbility } from '@casl/react';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { NewRecordForm } from '../../components/form/new-record-form';
import { NewRecordPage } from '../../components/form/new-record-page';
import type { AssetWrites } from './api/asset-record-api';
import { useCreateAsset } from './api/asset-writes';
import type { AssetDefinition, AssetRecord } from './asset-record-screen';
import { assetKinds } from './asset-kinds';
import { useAssetText } from './use-asset-text';

interface AssetNewPageProps<Record extends { code: string; name: string }, Values, CreateInput> {
  type: AssetType;
  api: AssetWrites<Record, CreateInput, never>;
  idOf: (record: Record) => string;
  initialValues: Values;
  validate: (values: Values) => { [field: string]: string };
  fields: readonly string[];
  inputOf: (values: Values) => CreateInput;
  renderFields: (form: UseFormReturnType<Values>) => ReactNode;
  onCreated: (record: Record) => unknown;
  onCancel: () => void;
}

export function AssetNewPage<Record extends { code: string; name: string }, Values extends object, CreateInput>(
  props: AssetNewPageProps<Record, Values, CreateInput>,
) {
  const { t } = useAssetText(props.type);
  const ability = useAbility<AppAbility>();
  return (
    <NewRecordPage
      title={t('new.title')}
      description={t('new.description')}
      allowed={ability.can('create', assetKinds[props.type].subject)}
      notAllowed={{ title: t('new.notAllowedTitle'), text: t('new.notAllowed') }}
    >
      <AssetNewForm {...props} />
    </NewRecordPage>
  );
}

function AssetNewForm<Record extends { code: string; name: string }, Values extends object, CreateInput>(
  props: AssetNewPageProps<Record, Values, CreateInput>,
) {
  const { t } = useAssetText(props.type);
  const mutation = useCreateAsset(props.api, props.idOf);
  return (
    <NewRecordForm
      initialValues={props.initialValues}
      validate={props.validate}
      fields={props.fields}
      inputOf={props.inputOf}
      mutation={mutation}
      onCreated={async (record) => {
        notifications.show({ color: 'green', message: t('new.created', { code: record.code, name: record.name }) });
        await props.onCreated(record);
      }}
      renderFields={props.renderFields}
      onCancel={props.onCancel}
    />
  );
}

/** The new page of an infrastructure, facility or cross-section, from the kind's definition. */
export function AssetNewScreen<Record extends AssetRecord, Values extends object, CreateInput, UpdateInput>({
  definition,
  parentID,
  onCreated,
  onCancel,
}: {
  definition: AssetDefinition<Record, Values, CreateInput, UpdateInput>;
  /** The parent named in the address (`?siteID=` and the like), preset in the form. */
  parentID: string | undefined;
  onCreated: (recordID: string) => unknown;
  onCancel: () => void;
}) {
  return (
    <AssetNewPage
      type={definition.type}
      api={definition.api}
      idOf={definition.idOf}
      initialValues={definition.emptyValues(parentID ?? null)}
      validate={definition.model.validateNew}
      fields={definition.model.fields}
      inputOf={definition.model.createInputOf}
      renderFields={(form) => definition.renderFields(form, 'create')}
      onCreated={(record) => onCreated(definition.idOf(record))}
      onCancel={onCancel}
    />
  );
}
