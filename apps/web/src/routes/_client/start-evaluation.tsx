import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AreaNotAvailable } from '../../features/areas/area-not-available';

export const Route = createFileRoute('/_client/start-evaluation')({
  validateSearch: z.object({ site: z.catch(z.optional(z.string().check(z.maxLength(64))), undefined) }),
  staticData: { crumb: 'crumbs.startEvaluation' },
  component: () => <AreaNotAvailable area="startEvaluation" />,
});
