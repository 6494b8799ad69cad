/** A site's information as read: its facts, location, description and what it holds. */
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { countryName } from '@freeboard/shared/common/countries';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { ConsequenceClassBadge } from './consequence-class-badge';
import { SiteLocation } from './site-location';
import { SiteStatusBadge } from './site-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

function NotRecorded() {
  const { t } = useTranslation('sites');
  return (
    <Text span size="sm" c="dimmed">
      {t('details.notRecorded')}
    </Text>
  );
}

export function SiteDetails({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('sites');
  const text = (value: string | null) => (value ? value : <NotRecorded />);
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="md" m={0}>
          <Fact label={t('fields.code')}>{site.code}</Fact>
          <Fact label={t('fields.status')}>
            <SiteStatusBadge status={site.status} />
          </Fact>
          <Fact label={t('fields.country')}>{countryName(site.country, i18n.language)}</Fact>
          <Fact label={t('fields.region')}>{text(site.region)}</Fact>
          <Fact label={t('fields.commodity')}>{text(site.commodity)}</Fact>
          <Fact label={t('fields.operator')}>{text(site.operator)}</Fact>
          <Fact label={t('fields.location')}>
            <SiteLocation site={site} />
          </Fact>
          <Fact label={t('fields.createdAt')}>{formatDateTime(site.createdAt, i18n.language)}</Fact>
          <Fact label={t('fields.updatedAt')}>{formatDateTime(site.updatedAt, i18n.language)}</Fact>
        </SimpleGrid>
        <Title order={3} size="h6" mt="lg" mb={4}>
          {t('fields.description')}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {site.description || <NotRecorded />}
        </Text>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="md">
          {t('details.holdings')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" m={0}>
          <Fact label={t('fields.infrastructureCount')}>{site.infrastructureCount}</Fact>
          <Fact label={t('fields.facilityCount')}>{site.facilityCount}</Fact>
          <Fact label={t('fields.consequenceClass')}>
            <ConsequenceClassBadge value={site.consequenceClass} />
          </Fact>
          <Fact label={t('fields.openRiskCount')}>{site.openRiskCount}</Fact>
          <Fact label={t('fields.overdueActionCount')}>{site.overdueActionCount}</Fact>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
