import { Badge } from '@mantine/core';
import type { Control } from '@freeboard/shared/risks/risks.schemas';
import { useTranslation } from 'react-i18next';

/** The colour sits in the dot; the label keeps the text colour, so it reads in both schemes. */
const statusColor: Record<Control['status'], string> = {
  'in-place': 'green.6',
  planned: 'blue.6',
  'not-in-place': 'red.7',
};

export function ControlStatusBadge({ status }: { status: Control['status'] }) {
  const { t } = useTranslation('risks');
  return (
    <Badge color={statusColor[status]} variant="dot" miw="max-content">
      {t(`controls.statuses.${status}`)}
    </Badge>
  );
}
