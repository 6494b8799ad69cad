import { createFileRoute } from '@tanstack/react-router';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { riskArea } from '../../../features/risks/risk-area';
import { riskDefinition } from '../../../features/risks/risk-definition';

/**
 * `/risks/new?assetType=facility&assetID=…`: opened from an asset's page, the risk is on that asset
 * (the declaration's presets, as every area's new page takes them).
 */
export const Route = createFileRoute('/_client/risks/new')({
  validateSearch: riskArea.newSearch.validateSearch,
  staticData: { crumb: 'risks:new.title' },
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  const search: { [field: string]: string | undefined } = Route.useSearch();
  const preset = Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
  return (
    <AreaNewScreen
      definition={riskDefinition}
      preset={preset}
      onCreated={(riskID) => navigate({ to: '/risks/$riskID', params: { riskID } })}
      onCancel={() => void navigate({ to: '/risks' })}
    />
  );
}
