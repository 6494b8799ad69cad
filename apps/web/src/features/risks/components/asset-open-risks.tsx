/**
 * An asset's open risks on its page: the first few recorded against it (code, title, inherent
 * rating, each linking to its risk), how many there are, a link to the register narrowed to them
 * (`/risks/?assetType=…&assetId=…&status=open`), and `New risk` on the asset for those who may.
 */
import { useAbility } from '@casl/react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AssetType } from '@freeboard/shared/common/assets';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { RiskRatingBadge } from '../../../components/risk-rating-badge';
import { openRisksLocation } from '../../../lib/assets/asset-risks';
import { useTenantID } from '../../../lib/session-context';
import { riskSummaryQueryOptions } from '../api/get-risks';

/** How many are listed on the page; the register shows the rest. */
const shown = 5;

export function AssetOpenRisks({ assetType, assetID }: { assetType: AssetType; assetID: string }) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const query = useInfiniteQuery(
    riskSummaryQueryOptions(tenantID, { assetType, assetId: assetID, status: 'open', sort: '-inherentRiskRating' }),
  );
  const risks = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? risks.length;
  const all = openRisksLocation(assetType, assetID);

  let content;
  if (query.isPending) content = <Skeleton height={16} width="50%" radius="sm" />;
  else if (query.isError)
    content = (
      <QueryError
        title={t('assetRisks.error')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (risks.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {t('assetRisks.empty')}
      </Text>
    );
  else
    content = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {risks.slice(0, shown).map((risk) => (
          <Group
            component="li"
            key={risk.riskID}
            gap="sm"
            justify="space-between"
            wrap="nowrap"
            data-testid="asset-risk"
          >
            <Anchor component={Link} to={`/risks/${encodeURIComponent(risk.riskID)}`} size="sm" fw={500}>
              {risk.code} {risk.title}
            </Anchor>
            <RiskRatingBadge rating={risk.inherentRiskRating} />
          </Group>
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('assetRisks.title')}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t('assetRisks.title')}
          {query.data ? ` (${total})` : ''}
        </Title>
        {ability.can('create', 'Risk') ? (
          <Button
            component={Link}
            to="/risks/new"
            search={{ assetType, assetID } as never}
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
          >
            {t('new.button')}
          </Button>
        ) : null}
      </Group>
      {content}
      {risks.length > 0 ? (
        <Anchor component={Link} to={all.to} search={all.search as never} size="sm" mt="sm" display="inline-block">
          {t('assetRisks.all', { count: total })}
        </Anchor>
      ) : null}
    </Paper>
  );
}
