import { createFileRoute } from '@tanstack/react-router';
import { actionArea } from '../../../features/actions/action-area';
import { actionPages } from '../../../features/actions/action-pages';

export const Route = createFileRoute('/_client/actions/$actionID')({
  validateSearch: actionArea.recordSearch.validateSearch,
  beforeLoad: actionArea.recordSearch.beforeLoad,
  loader: (match) => actionPages.prefetchRecord(match),
  staticData: { crumb: actionArea.crumbs.record },
  component: () => <actionPages.RecordPage />,
});
