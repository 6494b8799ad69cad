import { useAbility } from '@casl/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useTranslation } from 'react-i18next';
import type { SiteSearch } from '../site-search';
import { SitesList } from './sites-list';

interface SitesPageProps {
  search: SiteSearch;
  onSearchChange: (changes: Partial<SiteSearch>) => void;
  onOpenSite: (siteID: string) => void;
}

export function SitesPage(props: SitesPageProps) {
  const { t } = useTranslation('sites');
  const ability = useAbility<AppAbility>();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('description')}</Text>
        </div>
        {ability.can('create', 'Site') ? (
          <Button component={Link} to="/sites/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('new.button')}
          </Button>
        ) : null}
      </Group>
      <SitesList {...props} />
    </Stack>
  );
}
