/**
 * An area's record page from its definition: the record loaded (a skeleton until then; not found,
 * with the way back to its list; or an error with Retry), its code and state above its name, then
 * its sections as tabs bound to `?section=`. Information is the area's own; the route hands over
 * the others, since they come from other features (criteria, documents, people).
 */
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordNameOf, type AreaDefinition, type AreaRecord } from '../../lib/collection/area-definition';
import { useAreaText } from '../../lib/collection/use-area-text';
import { useTenantID } from '../../lib/session-context';
import { NotAvailableNotice } from '../not-available-notice';
import { RecordPage } from '../record-page/record-page';
import { RecordQueryView } from '../record-page/record-query-view';
import { useSection } from '../record-page/use-section';
import { AreaInformation } from './area-information';

/** A section other than Information, drawn for the record on show. */
export type RenderSection<Record, Section extends string> = (
  section: Exclude<Section, 'information'>,
  record: Record,
  recordID: string,
) => ReactNode;

interface AreaRecordScreenProps<Record extends AreaRecord, Values, CreateInput, UpdateInput, Section extends string> {
  definition: AreaDefinition<Record, Values, CreateInput, UpdateInput, Section>;
  recordID: string;
  onDeleted: () => unknown;
  renderSection?: RenderSection<Record, Section>;
  /** What other areas show on Information below the record's own related records (an asset's open risks). */
  renderRelatedAlso?: (record: Record, recordID: string) => ReactNode;
}

export function AreaRecordScreen<
  Record extends AreaRecord,
  Values extends object,
  CreateInput,
  UpdateInput,
  Section extends string,
>({ renderRelatedAlso, ...props }: AreaRecordScreenProps<Record, Values, CreateInput, UpdateInput, Section>) {
  const { recordID, definition: own } = props;
  // Made again on each render: what reads it depends on its parts (its calls, its words), which stay the same.
  const definition = renderRelatedAlso
    ? {
        ...own,
        renderRelated: (record: Record, recordID: string) => (
          <>
            {own.renderRelated?.(record, recordID)}
            {renderRelatedAlso(record, recordID)}
          </>
        ),
      }
    : own;
  const { t } = useAreaText(definition.text);
  const tenantID = useTenantID();
  const detailOptions = definition.api.detailOptions(tenantID, recordID);
  const query = useQuery({
    queryKey: detailOptions.queryKey,
    queryFn: detailOptions.queryFn,
    enabled: tenantID !== null,
  });
  return (
    <RecordQueryView
      query={query}
      listPath={definition.path}
      labels={{
        notFoundTitle: t('page.notFoundTitle'),
        notFound: t('page.notFound'),
        backToList: t('page.backToList'),
        error: t('page.error'),
        errorDescription: t('page.errorDescription'),
      }}
    >
      {(record) => <AreaRecordPage {...props} definition={definition} record={record} />}
    </RecordQueryView>
  );
}

function AreaRecordPage<
  Record extends AreaRecord,
  Values extends object,
  CreateInput,
  UpdateInput,
  Section extends string,
>({
  definition,
  record,
  recordID,
  onDeleted,
  renderSection,
}: AreaRecordScreenProps<Record, Values, CreateInput, UpdateInput, Section> & { record: Record }) {
  const { t, i18n } = useTranslation('areas');
  const [active, changeSection] = useSection(definition.sections);
  const name = recordNameOf(definition, record);
  return (
    <RecordPage
      title={name}
      pageTitle={`${record.code} ${name}`}
      badges={
        <>
          <Badge variant="light" color="gray" tt="none" size="lg" radius="sm">
            {record.code}
          </Badge>
          {definition.renderBadges?.(record)}
        </>
      }
      description={definition.describe?.(record, i18n)}
      sectionsLabel={t('sections.label')}
      activeSection={active}
      onSectionChange={changeSection}
      sections={definition.sections.map((section: string) => ({
        value: section,
        // The area's own sections are named in its namespace, the shared ones in `areas`.
        label: t([`${definition.text.namespace}:sections.${section}`, `sections.${section}`]),
        content:
          section === 'information' ? (
            <AreaInformation definition={definition} record={record} recordID={recordID} onDeleted={onDeleted} />
          ) : (
            (renderSection?.(section as Exclude<Section, 'information'>, record, recordID) ?? (
              <NotAvailableNotice key={`${recordID}-${section}`} />
            ))
          ),
      }))}
    />
  );
}
