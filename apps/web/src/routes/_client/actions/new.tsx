import { createFileRoute } from '@tanstack/react-router';
import { actionArea } from '../../../features/actions/action-area';
import { actionPages } from '../../../features/actions/action-pages';

/** `/actions/new?source=risk&riskID=…`: an action from the record it was opened from. */
export const Route = createFileRoute('/_client/actions/new')({
  validateSearch: actionArea.newSearch.validateSearch,
  staticData: { crumb: actionArea.crumbs.new },
  component: () => <actionPages.NewPage />,
});
