/** A cross-section's consequence rating: the classes of the assets above it follow from theirs. */
import { ConsequenceRatingSection } from '../../../features/asset-safety/components/consequence-rating-section';
import { recordSection } from '../../../lib/collection/record-section';

export const consequenceRatingSection = recordSection({
  name: 'consequence-rating',
  on: ['cross-section'],
  render: ({ recordID }) => <ConsequenceRatingSection key={`${recordID}-rating`} crossSectionID={recordID} />,
});
