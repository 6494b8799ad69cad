import { Badge } from '@mantine/core';
import type { SiteStatus } from '@freeboard/shared/sites/sites.schemas';
import { useTranslation } from 'react-i18next';

/** The colour sits in the dot; the label keeps the text colour, so it reads in both schemes. */
const statusColor: Record<SiteStatus, string> = {
  active: 'green.6',
  care_and_maintenance: 'yellow.6',
  closed: 'gray.6',
};

export function SiteStatusBadge({ status }: { status: SiteStatus }) {
  const { t } = useTranslation('sites');
  return (
    <Badge color={statusColor[status]} variant="dot" miw="max-content" tt="none">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
