import { createFileRoute } from '@tanstack/react-router';
import { assetTypes } from '@freeboard/shared/common/assets';
import * as z from 'zod/mini';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { riskDefinition } from '../../../features/risks/risk-definition';

/**
 * `/risks/new?assetType=facility&assetID=…`: opened from an asset's page, the risk is on that asset;
 * a value that is not one is dropped.
 */
const presetSchema = z.object({
  assetType: z.catch(z.optional(z.enum(assetTypes)), undefined),
  assetID: z.catch(z.optional(z.uuid()), undefined),
});

export const Route = createFileRoute('/_client/risks/new')({
  validateSearch: presetSchema,
  staticData: { crumb: 'risks:new.title' },
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  const { assetType, assetID } = Route.useSearch();
  return (
    <AreaNewScreen
      definition={riskDefinition}
      // Both or neither: an asset is a type and an ID.
      preset={assetType && assetID ? { assetType, assetID } : undefined}
      onCreated={(riskID) => navigate({ to: '/risks/$riskID', params: { riskID } })}
      onCancel={() => void navigate({ to: '/risks' })}
    />
  );
}
