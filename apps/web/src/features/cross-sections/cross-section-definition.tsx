/** What a cross-section's record and new pages are made of: its calls, form, fields and details. */
import type {
  CreateCrossSectionInput,
  CrossSection,
  UpdateCrossSectionInput,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { crossSectionSections } from '../../lib/record-sections';
import type { AssetDefinition } from '../assets/asset-record-screen';
import { crossSectionApi, crossSectionIDOf } from './api/cross-section-api';
import { CrossSectionDetails } from './components/cross-section-details';
import { CrossSectionFormFields } from './components/cross-section-form-fields';
import { crossSectionFormModel, emptyCrossSectionForm, type CrossSectionFormValues } from './cross-section-form-values';

export const crossSectionDefinition: AssetDefinition<
  CrossSection,
  CrossSectionFormValues,
  CreateCrossSectionInput,
  UpdateCrossSectionInput
> = {
  type: 'cross-section',
  api: crossSectionApi,
  idOf: crossSectionIDOf,
  sections: crossSectionSections,
  model: crossSectionFormModel,
  emptyValues: emptyCrossSectionForm,
  renderFields: (form, mode) => <CrossSectionFormFields form={form} mode={mode} />,
  renderDetails: (crossSection) => <CrossSectionDetails crossSection={crossSection} />,
  historyChoices: {},
};
