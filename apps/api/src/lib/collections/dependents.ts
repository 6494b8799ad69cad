/**
 * What keeps a record from being deleted (409 `has_dependents`), read from the other collections'
 * declarations rather than restated by the parent: a child whose `parent` is this collection, a
 * record that links to it (`links`), or one whose reference names it (`references`). A definition's
 * own `dependents` come after these.
 */
import { collections } from '../../modules/collections.gen';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollectionDefinition, Dependent } from './definition';

/** "infrastructure(s)", "facility(ies)": how the 409's message counts them. */
export function countedNoun(noun: string): string {
  return /[^aeiou]y$/.test(noun) ? `${noun}(ies)` : `${noun}(s)`;
}

/** What another collection declares of itself that can name this one. */
type Declared = Pick<CollectionDefinition, 'noun' | 'fields' | 'parent' | 'links' | 'references'>;

/** The collection whose delete they block. */
type Blocked = Pick<CollectionDefinition, 'table' | 'dependents'>;

function columnOfField(definition: Declared, field: string): AnyPgColumn {
  const declared = definition.fields[field]!;
  return 'column' in declared ? declared.column : declared;
}

/** In this order: children, records linked to it, records naming it; then the definition's own. */
export function dependentsFromDeclarations(
  definition: Blocked,
  declared: readonly Declared[] = collections,
): Dependent[] {
  const { table } = definition;
  const children: Dependent[] = [];
  const linked: Dependent[] = [];
  const naming: Dependent[] = [];
  for (const other of declared) {
    const counted = countedNoun(other.noun);
    if (other.parent?.table === table)
      children.push({ column: columnOfField(other, other.parent.field), noun: counted });
    for (const link of Object.values(other.links ?? {})) {
      if (link.target === table) linked.push({ column: link.targetColumn, noun: `linked ${counted}` });
    }
    for (const reference of other.references ?? []) {
      if ('idColumn' in reference && reference.idColumn === table.id) {
        naming.push({ column: columnOfField(other, reference.field), noun: counted });
      }
    }
  }
  return [...children, ...linked, ...naming, ...(definition.dependents ?? [])];
}

const known = new WeakMap<object, Dependent[]>();

/** The collection's dependents, read once (after every module is loaded: the list imports them all). */
export function dependentsOf(definition: Blocked): Dependent[] {
  let dependents = known.get(definition);
  if (!dependents) {
    dependents = dependentsFromDeclarations(definition);
    known.set(definition, dependents);
  }
  return dependents;
}
