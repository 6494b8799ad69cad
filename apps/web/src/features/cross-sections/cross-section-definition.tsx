/** What a cross-section's record and new pages are made of: its calls, form, fields and details. */
import type {
  CreateCrossSectionInput,
  CrossSection,
  UpdateCrossSectionInput,
} from '@freeboard/shared/cross-sections/cross-sections.schemas';
import { crossSectionSections, type AssetSection } from '../../lib/record-sections';
import { assetDefinition } from '../../components/assets/asset-definition';
import { crossSectionApi } from './api/cross-section-api';
import { CrossSectionDetails } from './components/cross-section-details';
import { CrossSectionFormFields } from './components/cross-section-form-fields';
import { crossSectionFormModel, type CrossSectionFormValues } from './cross-section-form-values';

export const crossSectionDefinition = assetDefinition<
  CrossSection,
  CrossSectionFormValues,
  CreateCrossSectionInput,
  UpdateCrossSectionInput,
  AssetSection
>('cross-section', {
  api: crossSectionApi,
  sections: crossSectionSections,
  model: crossSectionFormModel,
  renderFields: (form, mode) => <CrossSectionFormFields form={form} mode={mode} />,
  renderDetails: (crossSection) => <CrossSectionDetails crossSection={crossSection} />,
});
