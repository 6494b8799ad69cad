import { useAbility } from '@casl/react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-view/list-page';
import { useTenantID } from '../../../lib/session-context';
import { riskQueryOf, type RiskSearch } from '../risk-search';
import { RegisterExportMenu } from './register-export-menu';
import { RegisterImport } from './register-import';
import { RisksView } from './risks-view';

interface RisksPageProps {
  search: RiskSearch;
  onSearchChange: (changes: Partial<RiskSearch>) => void;
  onOpen: (riskID: string) => void;
}

/**
 * The register: its title, `Export` (what is filtered) and, for those who may create risks, `Import`
 * and `New risk`; then the list or heat map.
 */
export function RisksPage(props: RisksPageProps) {
  const { t } = useTranslation('risks');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      create={ability.can('create', 'Risk') ? { label: t('new.button'), to: '/risks/new' } : undefined}
      commands={
        <>
          <RegisterExportMenu query={riskQueryOf(props.search)} />
          {ability.can('create', 'Risk') ? <RegisterImport /> : null}
        </>
      }
    >
      <RisksView tenantID={tenantID} {...props} />
    </ListPage>
  );
}
