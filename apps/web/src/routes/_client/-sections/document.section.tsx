/** The documents filed under an asset, and those that mention it. */
import { AssetDocumentsSection } from '../../../features/documents/components/asset-documents-section';
import { recordSection } from '../../../lib/collection/record-section';

export const documentSection = recordSection({
  name: 'document',
  on: ['site', 'infrastructure', 'facility', 'cross-section'],
  render: ({ on, recordID }) => (
    <AssetDocumentsSection key={`${on}-${recordID}-document`} assetType={on} assetID={recordID} />
  ),
});
