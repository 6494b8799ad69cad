import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Translation key (namespace `common`) of the route's breadcrumb. */
    crumb?: string;
  }
}

/** Home › area › page, from the matched routes' `staticData.crumb`. */
export function Breadcrumbs() {
  const { t } = useTranslation('common');
  const crumbs = useMatches()
    .filter((match) => match.staticData.crumb)
    .map((match) => ({ label: t(match.staticData.crumb!), to: match.pathname }));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <MantineBreadcrumbs mb="md" separatorMargin={6}>
        <Anchor component={Link} to="/dashboard" size="sm">
          {t('appName')}
        </Anchor>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.to} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
