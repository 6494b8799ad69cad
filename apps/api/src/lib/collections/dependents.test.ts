import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '../../modules/collections.gen';
import { countedNoun, dependentsOf } from './dependents';

/** Each collection's dependents as `table.column: noun`, in the order a delete checks them. */
const declared = Object.fromEntries(
  collections.map((collection) => [
    collection.path,
    dependentsOf(collection).map(({ column, noun }) => `${getTableName(column.table)}.${column.name}: ${noun}`),
  ]),
);

describe('dependents from the declarations', () => {
  it("are a parent's children, the records linked to it and those naming it, counted as the 409 says", () => {
    expect(declared).toEqual({
      actions: [],
      controls: ['risk_controls.control_id: linked risk(s)', 'actions.control_id: action(s)'],
      'cross-sections': [],
      facilities: ['cross_sections.facility_id: cross-section(s)'],
      infrastructures: ['facilities.infrastructure_id: facility(ies)'],
      risks: ['actions.risk_id: action(s)'],
      sites: ['infrastructures.site_id: infrastructure(s)'],
    });
  });

  it('counts a noun in y after a consonant in -ies, any other in -s', () => {
    expect([countedNoun('facility'), countedNoun('survey'), countedNoun('cross-section')]).toEqual([
      'facility(ies)',
      'survey(s)',
      'cross-section(s)',
    ]);
  });
});
