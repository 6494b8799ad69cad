import { createFileRoute } from '@tanstack/react-router';
import { AreaNewScreen } from '../../../components/collection/area-new-screen';
import { riskDefinition } from '../../../features/risks/risk-definition';

export const Route = createFileRoute('/_client/risks/new')({
  staticData: { crumb: 'risks:new.title' },
  component: Page,
});

function Page() {
  const navigate = Route.useNavigate();
  return (
    <AreaNewScreen
      definition={riskDefinition}
      onCreated={(riskID) => navigate({ to: '/risks/$riskID', params: { riskID } })}
      onCancel={() => void navigate({ to: '/risks' })}
    />
  );
}
