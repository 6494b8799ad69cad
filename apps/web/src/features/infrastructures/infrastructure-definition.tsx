/** What an infrastructure's record and new pages are made of: its calls, form, fields and details. */
import type {
  CreateInfrastructureInput,
  Infrastructure,
  UpdateInfrastructureInput,
} from '@freeboard/shared/infrastructures/infrastructures.schemas';
import { infrastructureSections } from '../../lib/record-sections';
import type { AssetDefinition } from '../assets/asset-record-screen';
import { infrastructureApi, infrastructureIDOf } from './api/infrastructure-api';
import { InfrastructureDetails } from './components/infrastructure-details';
import { InfrastructureFormFields } from './components/infrastructure-form-fields';
import {
  emptyInfrastructureForm,
  infrastructureFormModel,
  type InfrastructureFormValues,
} from './infrastructure-form-values';

export const infrastructureDefinition: AssetDefinition<
  Infrastructure,
  InfrastructureFormValues,
  CreateInfrastructureInput,
  UpdateInfrastructureInput
> = {
  type: 'infrastructure',
  api: infrastructureApi,
  idOf: infrastructureIDOf,
  sections: infrastructureSections,
  model: infrastructureFormModel,
  emptyValues: emptyInfrastructureForm,
  renderFields: (form, mode) => <InfrastructureFormFields form={form} mode={mode} />,
  renderDetails: (infrastructure) => <InfrastructureDetails infrastructure={infrastructure} />,
  historyChoices: { type: 'infrastructureTypes' },
};
