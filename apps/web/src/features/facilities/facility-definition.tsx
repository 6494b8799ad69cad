/** What a facility's record and new pages are made of: its calls, form, fields and details. */
import type {
  CreateFacilityInput,
  Facility,
  UpdateFacilityInput,
} from '@freeboard/shared/facilities/facilities.schemas';
import { facilitySections } from '../../lib/record-sections';
import type { AssetDefinition } from '../assets/asset-record-screen';
import { facilityApi, facilityIDOf } from './api/facility-api';
import { FacilityDetails } from './components/facility-details';
import { FacilityFormFields } from './components/facility-form-fields';
import { ItrbGapBadge } from './components/itrb-gap-badge';
import { emptyFacilityForm, facilityFormModel, type FacilityFormValues } from './facility-form-values';

export const facilityDefinition: AssetDefinition<
  Facility,
  FacilityFormValues,
  CreateFacilityInput,
  UpdateFacilityInput
> = {
  type: 'facility',
  api: facilityApi,
  idOf: facilityIDOf,
  sections: facilitySections,
  model: facilityFormModel,
  emptyValues: emptyFacilityForm,
  renderFields: (form, mode) => <FacilityFormFields form={form} mode={mode} />,
  renderDetails: (facility) => <FacilityDetails facility={facility} />,
  renderBadges: (facility) => <ItrbGapBadge facility={facility} />,
  historyChoices: { type: 'facilityTypes', constructionMethod: 'constructionMethods', phase: 'facilityPhases' },
};
