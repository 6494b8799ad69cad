/**
 * Editing an asset: the kind's fields in the shared edit form, which keeps what was typed on a stale
 * version and offers the latest; a successful save says so and closes the form.
 */
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { ReactNode } from 'react';
import { EditRecordForm } from '../../components/form/edit-record-form';
import type { RecordFormModel } from '../../lib/record-form-model';
import type { AssetWrites } from './api/asset-record-api';
import { useUpdateAsset } from './api/asset-writes';
import { useAssetText } from './use-asset-text';

/** What editing needs of a record form's model. */
export type AssetFormModel<Record, Values, UpdateInput> = Pick<
  RecordFormModel<Record, Values, unknown, UpdateInput>,
  'valuesOf' | 'validateChanges' | 'fields' | 'updateInputOf'
>;

interface AssetEditFormProps<
  Record extends { code: string; version: number },
  Values,
  UpdateInput,
  Key extends readonly unknown[],
> {
  type: AssetType;
  recordID: string;
  record: Record;
  api: AssetWrites<Record, never, UpdateInput>;
  /** The record's query, read afresh when the person asks for the latest version. */
  detailOptions: FetchQueryOptions<Record, Error, Record, Key>;
  model: AssetFormModel<Record, Values, UpdateInput>;
  renderFields: (form: UseFormReturnType<Values>) => ReactNode;
  onDone: () => void;
}

export function AssetEditForm<
  Record extends { code: string; version: number },
  Values extends object,
  UpdateInput,
  Key extends readonly unknown[],
>(props: AssetEditFormProps<Record, Values, UpdateInput, Key>) {
  const { t } = useAssetText(props.type);
  const queryClient = useQueryClient();
  const mutation = useUpdateAsset(props.api, props.recordID);
  const { model } = props;
  return (
    <EditRecordForm
      record={props.record}
      valuesOf={model.valuesOf}
      validate={model.validateChanges}
      fields={model.fields}
      inputOf={model.updateInputOf}
      mutation={mutation}
      fetchLatest={() => queryClient.fetchQuery({ ...props.detailOptions, staleTime: 0 })}
      renderFields={props.renderFields}
      onSaved={(saved) => {
        notifications.show({ color: 'green', message: t('edit.saved', { code: saved.code }) });
        props.onDone();
      }}
      onCancel={props.onDone}
    />
  );
}
