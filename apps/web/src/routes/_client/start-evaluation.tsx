import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AreaNotAvailable } from '../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/start-evaluation')({
  validateSearch: z.object({ site: z.string().max(64).optional().catch(undefined) }),
  staticData: { crumb: 'crumbs.startEvaluation' },
  component: () => <AreaNotAvailable area="startEvaluation" />,
});
