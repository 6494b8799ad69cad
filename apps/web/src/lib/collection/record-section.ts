/**
 * A section of a record's page that another feature shows there — the criteria of an asset, the
 * documents of its place, the actions raised from a risk — declared once, by what it shows and on
 * whose pages (`recordSection({ name: 'criteria', on: ['site', …], render })`). The record's own
 * declaration names its sections in order (`sections: ['criteria', 'document']`); the section of
 * that name declared `on` the record's kind fills the tab. `name: 'information'` adds to the
 * Information tab, below the record's facts and what it holds (an asset's open risks).
 *
 * Declarations live in `routes/_client/-sections/`, the one layer that may put two features on one
 * page, and are listed by `npm run registries`, so a new section edits no existing file.
 */
import type { areaNamesList } from '@freeboard/shared/areas.gen';
import type { ReactNode } from 'react';

/** The kind of record a page shows, by its area's noun: `site`, `cross-section`, `risk`. */
export type RecordKind = (typeof areaNamesList)[number]['noun'];

/** What a section is drawn for: the kind of record, the record as its page read it, and its ID. */
export interface RecordSectionProps<Shown, On extends RecordKind = RecordKind> {
  on: On;
  record: Shown;
  recordID: string;
}

export interface RecordSection<Shown = unknown, On extends RecordKind = RecordKind> {
  /** The tab (`?section=`) it fills, or `information` to follow the record's facts. */
  name: string;
  /** The kinds of record whose pages show it. */
  on: readonly On[];
  render: (props: RecordSectionProps<Shown, On>) => ReactNode;
}

/**
 * Declares a section; `Shown` is what it reads of the record (an asset's `ancestors`, a risk's
 * `asset`), which every kind it is `on` must carry.
 */
export function recordSection<Shown, const On extends RecordKind>(section: RecordSection<Shown, On>): RecordSection {
  return section as unknown as RecordSection;
}
