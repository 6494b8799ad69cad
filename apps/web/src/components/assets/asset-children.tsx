/**
 * What an asset holds, one level down: the first children linked with their code, name and class,
 * how many there are, a link to the list narrowed to them, and `New …` (for those who may create) with this asset as the parent.
 */
import { useAbility } from '@casl/react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../query-error';
import { useTenantID } from '../../lib/session-context';
import { ConsequenceClassBadge } from './consequence-class-badge';
import { assetKinds, childListLocation, newChildLocation } from '../../lib/assets/asset-kinds';
import { AssetLink } from './asset-link';
import { assetChildrenQueryOptions } from '../../lib/assets/asset-summaries';

export function AssetChildren({ type, assetID }: { type: AssetType; assetID: string }) {
  const { t } = useTranslation('assets');
  const ability = useAbility<AppAbility>();
  const tenantID = useTenantID();
  const query = useQuery(assetChildrenQueryOptions(tenantID, type, assetID));
  const child = assetKinds[type].child;
  const create = newChildLocation(type, assetID);
  const all = childListLocation(type, assetID);
  if (!child || !create || !all) return null;
  const children = query.data?.children ?? [];

  let content;
  if (query.isPending) content = <Skeleton height={16} width="50%" radius="sm" />;
  else if (query.isError)
    content = (
      <QueryError
        title={t('children.error')}
        description={t('children.errorDescription')}
        retryLabel={t('common:list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (children.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {t(`children.${child}.empty`)}
      </Text>
    );
  else
    content = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {children.map((node) => (
          <Group component="li" key={node.assetID} gap="sm" justify="space-between" wrap="nowrap">
            <AssetLink type={child} assetID={node.assetID} size="sm" fw={500}>
              {node.code} {node.name}
            </AssetLink>
            <ConsequenceClassBadge value={node.consequenceClass} />
          </Group>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t(`children.${child}.title`)}
          {query.data ? ` (${query.data.total})` : ''}
        </Title>
        {ability.can('create', assetKinds[child].subject) ? (
          <Button
            component={Link}
            to={create.to}
            // A computed path: the router cannot type its search, the route's own schema checks it.
            search={create.search as never}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {t(`${child}.new.button`)}
          </Button>
        ) : null}
      </Group>
      {content}
      {children.length > 0 ? (
        <Anchor component={Link} to={all.to} search={all.search as never} size="sm" mt="sm" display="inline-block">
          {t(`children.${child}.all`)}
        </Anchor>
      ) : null}
    </Paper>
  );
}
