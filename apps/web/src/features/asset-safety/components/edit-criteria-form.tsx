/**
 * Editing the criteria set at an element. The save carries the version the edit started from: when
 * someone else saved criteria here in between, the API refuses it (409), the alert says so and the
 * typed values stay until the person loads the latest ones.
 */
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { AssetType } from '@freeboard/shared/common/assets';
import type { DesignCriteria } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { useTranslation } from 'react-i18next';
import { EditRecordForm } from '../../../components/form/edit-record-form';
import { useTenantID } from '../../../lib/session-context';
import { criteriaQueryOptions } from '../api/get-criteria';
import { usePutCriteria } from '../api/put-criteria';
import {
  criteriaFormFields,
  criteriaFormValuesOf,
  putCriteriaInputOf,
  validateCriteria,
} from '../criteria-form-values';
import { CriteriaFields } from './criteria-fields';

export function EditCriteriaForm({
  criteria,
  assetType,
  assetID,
  onDone,
}: {
  criteria: DesignCriteria;
  assetType: AssetType;
  assetID: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('assetSafety');
  const tenantID = useTenantID();
  const queryClient = useQueryClient();
  const mutation = usePutCriteria(assetType, assetID);
  return (
    <EditRecordForm
      record={criteria}
      valuesOf={(record) => criteriaFormValuesOf(record, assetType, assetID)}
      validate={validateCriteria}
      fields={criteriaFormFields}
      inputOf={putCriteriaInputOf}
      mutation={mutation}
      fetchLatest={() =>
        queryClient.fetchQuery({ ...criteriaQueryOptions(tenantID, assetType, assetID), staleTime: 0 })
      }
      // The hints say what each field inherits: `criteria` is the section's query, so always the latest.
      renderFields={(form) => (
        <CriteriaFields form={form} criteria={criteria} assetType={assetType} assetID={assetID} />
      )}
      onSaved={() => {
        notifications.show({ color: 'green', message: t('criteria.form.saved') });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
