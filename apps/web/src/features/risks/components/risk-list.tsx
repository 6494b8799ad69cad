/**
 * The risk register below its title: the declared list (`risk-area.ts`) over the register's
 * summary, with what the register adds through the list's options: rows that unfold to the risk's
 * controls (read when a row unfolds), the heat map as its other view with its chosen cell as a
 * chip among the filters, the critical-control summary's cell, and 'Loading...' while it waits.
 */
import type { RiskSummary } from '@freeboard/shared/risks/risks.schemas';
import { DeclaredList } from '../../../components/collection/declared-list';
import type { Unfold } from '../../../components/collection/declared-list-options';
import type { PlainSearch } from '../../../lib/collection/plain-area';
import { riskSummaryQueryOptions } from '../api/get-risks';
import { riskArea, riskQueryOf } from '../risk-area';
import { CriticalControlSummary } from './critical-control-summary';
import { ChosenCellChip, chosenCell, RiskHeatMapView } from './risk-heat-map-view';
import { RiskControls } from './risk-row-controls';
import { RisksLoading } from './risk-waiting';

/** The register as the declared list takes it: its summary, a page at a time. */
const listedRisks = {
  declaration: riskArea,
  path: '/risks',
  text: { namespace: 'risks', fieldsNamespace: 'risks' },
  idOf: (risk: RiskSummary) => risk.riskID,
  api: {
    listOptions: (tenantID: string | null, search: Partial<PlainSearch>) =>
      riskSummaryQueryOptions(tenantID, riskQueryOf(search)),
  },
};

const unfoldControls: Unfold<RiskSummary> = {
  render: (risk) => <RiskControls risk={risk} />,
  show: 'list.showControls',
  hide: 'list.hideControls',
  header: 'list.columns.unfold',
};

const riskCells = {
  criticalControlCount: (risk: RiskSummary) => (
    <CriticalControlSummary critical={risk.criticalControlCount} notInPlace={risk.criticalNotInPlaceCount} />
  ),
};

interface RiskListProps {
  /** The address's search, filters, sort and view. */
  search: PlainSearch;
  onSearchChange: (changes: Partial<PlainSearch>) => void;
  onOpen: (riskID: string) => void;
}

export function RiskList({ search, onSearchChange, onOpen }: RiskListProps) {
  // The address holds the cell as numbers where the list's types say text.
  const choose = (changes: { likelihood?: number; consequence?: number }) =>
    onSearchChange(changes as unknown as Partial<PlainSearch>);
  return (
    <DeclaredList
      area={listedRisks}
      search={search}
      onSearchChange={onSearchChange}
      onOpen={onOpen}
      unfold={unfoldControls}
      cells={riskCells}
      loading={<RisksLoading />}
      renderView={() => <RiskHeatMapView search={search} onChoose={choose} />}
      moreFilters={
        <ChosenCellChip
          cell={chosenCell(search)}
          onClear={() => choose({ likelihood: undefined, consequence: undefined })}
        />
      }
    />
  );
}
