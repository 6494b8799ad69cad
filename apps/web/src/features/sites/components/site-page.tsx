/** A site's record page: its code, status and name, then its sections (information and the frames). */
import { Alert, Anchor, Badge, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { countryName } from '@freeboard/shared/common/countries';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { RecordPage } from '../../../components/record-page/record-page';
import { useSection } from '../../../components/record-page/use-section';
import { problemOf } from '../../../lib/problem';
import { siteSections } from '../../../lib/record-sections';
import { useTenantID } from '../../../lib/session-context';
import { AssetSectionContent } from '../../assets/asset-section-content';
import { siteQueryOptions } from '../api/get-site';
import { SiteInformation } from './site-information';
import { SiteStatusBadge } from './site-status-badge';

export function SitePage({ siteID, onDeleted }: { siteID: string; onDeleted: () => unknown }) {
  const { t } = useTranslation('sites');
  const tenantID = useTenantID();
  const query = useQuery(siteQueryOptions(tenantID, siteID));

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton height={14} width={120} radius="sm" />
        <Skeleton height={28} width="40%" radius="sm" />
        <Skeleton height={200} radius="md" mt="md" />
      </Stack>
    );
  }
  if (query.isError) {
    // A malformed ID (400) names no site either.
    const status = problemOf(query.error)?.status;
    return status === 404 || status === 400 ? (
      <Alert color="gray" variant="light" title={t('page.notFoundTitle')}>
        {t('page.notFound')}{' '}
        <Anchor component={Link} to="/sites">
          {t('page.backToList')}
        </Anchor>
      </Alert>
    ) : (
      <QueryError
        title={t('page.error')}
        description={t('page.errorDescription')}
        retryLabel={t('common:list.retry')}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SiteRecord site={query.data} onDeleted={onDeleted} />;
}

function SiteRecord({ site, onDeleted }: { site: Site; onDeleted: () => unknown }) {
  const { t, i18n } = useTranslation('areas');
  const [section, changeSection] = useSection(siteSections);
  const place = [site.region, countryName(site.country, i18n.language)].filter(Boolean).join(', ');
  return (
    <RecordPage
      title={site.name}
      badges={
        <>
          <Badge variant="light" color="gray" tt="none" size="lg" radius="sm">
            {site.code}
          </Badge>
          <SiteStatusBadge status={site.status} />
        </>
      }
      description={place}
      sectionsLabel={t('sections.label')}
      activeSection={section}
      onSectionChange={changeSection}
      sections={siteSections.map((value) => ({
        value,
        label: t(`sections.${value}`),
        content: (
          <AssetSectionContent
            assetType="site"
            assetID={site.siteID}
            section={value}
            information={<SiteInformation site={site} onDeleted={onDeleted} />}
          />
        ),
      }))}
    />
  );
}
