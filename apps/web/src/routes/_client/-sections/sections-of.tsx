/**
 * A record page's sections from the declared ones (`lib/collection/record-section.ts`): what fills
 * each tab its declaration names, and what follows its facts on Information.
 */
import type { ReactNode } from 'react';
import type { RecordKind, RecordSection } from '../../../lib/collection/record-section';
import { recordSections } from './record-sections.gen';

const declared: readonly RecordSection[] = recordSections;

function declaredOn(kind: RecordKind, name: string): RecordSection[] {
  return declared.filter((section) => section.name === name && section.on.includes(kind));
}

function drawn(kind: RecordKind, sections: RecordSection[], record: unknown, recordID: string): ReactNode {
  if (sections.length === 0) return undefined;
  return sections.map((section) => (
    <section.render key={section.name + declared.indexOf(section)} on={kind} record={record} recordID={recordID} />
  ));
}

/**
 * The record page's parts that other features fill for a kind of record: each tab but Information
 * (`renderSection`, nothing where no section of that name is declared on the kind) and what follows
 * the facts on Information (`renderRelatedAlso`).
 */
export function sectionsOf(kind: RecordKind) {
  const related = declaredOn(kind, 'information');
  return {
    renderSection: (section: string, record: unknown, recordID: string) =>
      drawn(kind, declaredOn(kind, section), record, recordID),
    renderRelatedAlso: related.length
      ? (record: unknown, recordID: string) => drawn(kind, related, record, recordID)
      : undefined,
  };
}
