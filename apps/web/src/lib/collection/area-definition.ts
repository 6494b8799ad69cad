/**
 * An area of the app declared once: what its list, record, new and edit pages are made of. The
 * generic pages (`components/collection/`) build every area's pages from its definition, so an
 * area writes only what is its own (calls, fields, details, columns) and not another copy of
 * the pages. Nothing here is about assets: what only some areas have (badges, related records, a
 * parent preset from the address) is an optional slot.
 */
import type { UseFormReturnType } from '@mantine/form';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Subject } from '@freeboard/shared/auth/abilities';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import type { RecordFormModel } from '../record-form-model';
import type { HistoryFieldText } from './history-fields';
import type { RecordWrites } from './record-api';

/** What every record page shows above its name and in its title. */
export interface AreaRecord {
  code: string;
  /** The record's name, unless the area names it by another field (`nameOf`). */
  name?: string;
  version: number;
}

/** What names a record: the area's `nameOf`, else its `name`. */
export function recordNameOf<Record extends AreaRecord>(
  definition: { nameOf?: (record: Record) => string },
  record: Record,
): string {
  return definition.nameOf?.(record) ?? record.name ?? '';
}

/** A record's query key: `[area, tenantID, 'detail', recordID]`. */
export type DetailKey = readonly [string, string | null, 'detail', string];

/**
 * Where an area's texts are, laid out alike in every area: `title`, `description`, `list.…`,
 * `new.…`, `edit.saved`, `delete.…`, `page.…` under `namespace` (and `keyPrefix` when the area
 * shares a namespace), and its field names as `fieldsNamespace:fields.<field>`.
 */
export interface AreaText {
  namespace: string;
  keyPrefix?: string;
  fieldsNamespace: string;
}

export type FormMode = 'create' | 'edit';

export interface AreaDefinition<
  Record extends AreaRecord,
  Values,
  CreateInput,
  UpdateInput,
  Section extends string = string,
> {
  /** The list's path; the record is `<path>/<id>` and the new page `<path>/new`. */
  path: string;
  /** What the abilities to create, update and delete its records name. */
  subject: Subject;
  text: AreaText;
  api: RecordWrites<Record, CreateInput, UpdateInput> & {
    detailOptions: (tenantID: string | null, recordID: string) => FetchQueryOptions<Record, Error, Record, DetailKey>;
  };
  idOf: (record: Record) => string;
  /** The record's name where it is not its `name` (an action's `title`). */
  nameOf?: (record: Record) => string;
  /** Other areas showing numbers from this one (counts, classes), refreshed after each write. */
  refreshAlso?: readonly string[];
  /** The record page's tabs; the first is the default, `information` is the area's own. */
  sections: readonly [Section, ...Section[]];
  model: RecordFormModel<Record, Values, CreateInput, UpdateInput>;
  /** The form's fields; an edited record is handed over too (how it names what its pickers hold). */
  renderFields: (form: UseFormReturnType<Values>, mode: FormMode, record?: Record) => ReactNode;
  renderDetails: (record: Record) => ReactNode;
  /** Beside the code: the record's state (a site's status) or a warning (a missing review board). */
  renderBadges?: (record: Record) => ReactNode;
  /** Under the name: where it is, in words (the reader's language is `i18n`'s). */
  describe?: (record: Record, i18n: I18n) => string;
  /** Below the details in Information: records it is tied to (where it sits, what it holds). */
  renderRelated?: (record: Record, recordID: string) => ReactNode;
  /** Beside Edit and Delete: what else may be done to the record (close an action), for those who may. */
  renderCommands?: (record: Record, recordID: string) => ReactNode;
  /** How the History panel words its fields. */
  historyFields: (i18n: I18n) => HistoryFieldText;
}

/** A definition whatever its types, as the pages that only read its texts and paths take it. */
export type AnyAreaDefinition = Pick<AreaDefinition<AreaRecord, never, never, never>, 'path' | 'subject' | 'text'>;

/** A record on show, and the definition of its area: what the pieces of its page are given. */
export interface ShownRecord<Record extends AreaRecord, Values, CreateInput, UpdateInput> {
  definition: AreaDefinition<Record, Values, CreateInput, UpdateInput, string>;
  record: Record;
  recordID: string;
}
