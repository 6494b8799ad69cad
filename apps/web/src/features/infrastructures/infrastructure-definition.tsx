/** What an infrastructure's record and new pages are made of: its calls, form, fields and details. */
import type {
  CreateInfrastructureInput,
  Infrastructure,
  UpdateInfrastructureInput,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { infrastructureSections, type AssetSection } from '../../lib/record-sections';
import { assetDefinition } from '../../components/assets/asset-definition';
import { infrastructureApi } from './api/infrastructure-api';
import { InfrastructureDetails } from './components/infrastructure-details';
import { InfrastructureFormFields } from './components/infrastructure-form-fields';
import { infrastructureFormModel, type InfrastructureFormValues } from './infrastructure-form-values';

export const infrastructureDefinition = assetDefinition<
  Infrastructure,
  InfrastructureFormValues,
  CreateInfrastructureInput,
  UpdateInfrastructureInput,
  AssetSection
>('infrastructure', {
  api: infrastructureApi,
  sections: infrastructureSections,
  model: infrastructureFormModel,
  renderFields: (form, mode) => <InfrastructureFormFields form={form} mode={mode} />,
  renderDetails: (infrastructure) => <InfrastructureDetails infrastructure={infrastructure} />,
  historyChoices: { type: 'infrastructureTypes' },
});
