import { IconAlertTriangle } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';

/** The risks area: its breadcrumb leads back to the register from every page inside it. */
export const Route = createFileRoute('/_client/risks')({
  staticData: { crumb: 'nav.risks', nav: { group: 'work', icon: IconAlertTriangle, order: 3 } },
});
