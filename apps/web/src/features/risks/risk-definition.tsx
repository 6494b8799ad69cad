// The record, new and edit pages stay hand-written: their form rates on the tenant's matrix (levels, suggested residual), which no field kind declares yet.
/** What a risk's record, new and edit pages are made of: its calls, form, fields, details and status. */
import { Badge } from '@mantine/core';
import type { CreateRiskInput, UpdateRiskInput } from '@freeboard/shared/risks/risks.schemas';
import type { AreaDefinition } from '../../lib/collection/area-definition';
import { declaredHistoryFields } from '../../lib/collection/declared-words';
import { riskApi, type RiskRecord } from './api/get-risks';
import { RiskDetails } from './components/risk-details';
import { RiskFormFields } from './components/risk-form-fields';
import { RiskStatusText } from './components/risk-status-text';
import { riskArea } from './risk-area';
import { riskFormModel, type RiskFormValues } from './risk-form-values';
import { riskSections, type RiskSection } from './risk-sections';

export const riskDefinition: AreaDefinition<RiskRecord, RiskFormValues, CreateRiskInput, UpdateRiskInput, RiskSection> =
  {
    path: '/risks',
    subject: 'Risk',
    text: { namespace: 'risks', fieldsNamespace: 'risks' },
    api: riskApi,
    idOf: (risk) => risk.riskID,
    // Asset pages count their open risks.
    refreshAlso: ['sites', 'infrastructures', 'facilities', 'cross-sections'],
    sections: riskSections,
    model: riskFormModel,
    renderFields: (form, mode) => <RiskFormFields form={form} mode={mode} />,
    renderDetails: (risk) => <RiskDetails risk={risk} />,
    renderBadges: (risk) => (
      <Badge variant="outline" color="gray" tt="none" size="lg" radius="sm">
        <RiskStatusText status={risk.status} />
      </Badge>
    ),
    // The words of its choices are the register's declaration's.
    historyFields: (i18n) => declaredHistoryFields(riskArea, i18n),
  };
