/**
 * GISTM expects an Independent Tailings Review Board for Very High and Extreme facilities: when such
 * a facility has no current ITRB member, say so at the top of its Users section, in words (an alert
 * with a title and text), not by colour alone.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ConsequenceClass } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { facilityQueryOptions } from '../api/get-facility';

function classLabelKey(consequenceClass: ConsequenceClass | null) {
  return consequenceClass === 'extreme' ? 'classes.extreme' : 'classes.very_high';
}

export function ItrbGapAlert({ facilityID, canAssign }: { facilityID: string; canAssign: boolean }) {
  const { t } = useTranslation('responsibilities');
  const tenantID = useTenantID();
  const { data: facility } = useQuery(facilityQueryOptions(tenantID, facilityID));
  // Until the facility is known (or if it cannot be read) there is no gap to claim.
  if (!facility?.itrbRequired || facility.itrbAssigned) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('itrbGap.title')}
      data-testid="itrb-gap"
    >
      <Stack gap={4}>
        <Text size="sm">{t('itrbGap.text', { consequenceClass: t(classLabelKey(facility.consequenceClass)) })}</Text>
        {canAssign ? (
          <Text size="sm" fw={600}>
            {t('itrbGap.action')}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
