/** What a facility's record and new pages are made of: its calls, form, fields and details. */
import type {
  CreateFacilityInput,
  Facility,
  UpdateFacilityInput,
} from '@freeboard/shared/facilities/facilities.schemas';
import { facilitySections, type AssetSection } from '../../lib/record-sections';
import { assetDefinition } from '../../components/assets/asset-definition';
import { facilityApi } from './api/facility-api';
import { FacilityDetails } from './components/facility-details';
import { FacilityFormFields } from './components/facility-form-fields';
import { ItrbGapBadge } from './components/itrb-gap-badge';
import { facilityFormModel, type FacilityFormValues } from './facility-form-values';

export const facilityDefinition = assetDefinition<
  Facility,
  FacilityFormValues,
  CreateFacilityInput,
  UpdateFacilityInput,
  AssetSection
>('facility', {
  api: facilityApi,
  sections: facilitySections,
  model: facilityFormModel,
  renderFields: (form, mode) => <FacilityFormFields form={form} mode={mode} />,
  renderDetails: (facility) => <FacilityDetails facility={facility} />,
  renderBadges: (facility) => <ItrbGapBadge facility={facility} />,
  historyChoices: { type: 'facilityTypes', constructionMethod: 'constructionMethods', phase: 'facilityPhases' },
});
