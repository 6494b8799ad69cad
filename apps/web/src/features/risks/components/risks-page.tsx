import { useAbility } from '@casl/react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { AreaListPage } from '../../../components/collection/area-list-page';
import type { PlainSearch } from '../../../lib/collection/plain-area';
import { RegisterExportMenu } from './register-export-menu';
import { RegisterImport } from './register-import';
import { riskQueryOf } from '../risk-area';
import { RiskList } from './risk-list';

interface RisksPageProps {
  search: PlainSearch;
  onSearchChange: (changes: Partial<PlainSearch>) => void;
  onOpen: (riskID: string) => void;
}

/** The list page's parts of the risks area (its record's are `riskDefinition`'s). */
const risksListed = {
  path: '/risks',
  subject: 'Risk',
  text: { namespace: 'risks', fieldsNamespace: 'risks' },
} as const;

/**
 * The register: its title, `Export` (what is filtered) and, for those who may create risks, `Import`
 * and `New risk`; then the list or heat map.
 */
export function RisksPage(props: RisksPageProps) {
  const ability = useAbility<AppAbility>();
  return (
    <AreaListPage
      definition={risksListed}
      commands={
        <>
          <RegisterExportMenu query={riskQueryOf(props.search)} />
          {ability.can('create', 'Risk') ? <RegisterImport /> : null}
        </>
      }
    >
      <RiskList {...props} />
    </AreaListPage>
  );
}
