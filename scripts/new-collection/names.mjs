// The names one collection goes by in each place, from its plural kebab-case name:
// `field-inspections` → table `field_inspections`, type `FieldInspection`, `fieldInspectionID`, …

/** Thrown for a request the scaffold cannot carry out; the CLI prints its message. */
export class ScaffoldError extends Error {}

/**
 * @param {{ name?: string, noun?: string, subject?: string, prefix?: string, es?: string, feminine?: boolean, group?: string }} options
 *   `es` is the Spanish name, `singular/plural`; `feminine` its gender.
 */
export function collectionNames({ name, noun, subject, prefix, es, feminine = false, group = 'work' }) {
  if (group !== 'work' && group !== 'assets') throw new ScaffoldError('--group is work or assets');
  if (!name || !/^[a-z][a-z-]*[a-z]$/.test(name)) {
    throw new ScaffoldError('Name the collection in plural kebab-case: npm run new:collection -- inspections');
  }
  const [esSingular, esPlural] = (es ?? '').split('/').map((word) => word.trim());
  if (!esSingular || !esPlural) {
    throw new ScaffoldError(
      'Give its Spanish name, singular/plural (and --feminine for a feminine noun): --es "inspección/inspecciones" --feminine',
    );
  }
  const words = name.split('-');
  const singularName = noun ?? name.replace(/ies$/, 'y').replace(/s$/, '');
  const nounWords = singularName.split('-');
  const Type = nounWords.map(capitalise).join('');
  const single = camel(nounWords);
  return {
    name, // field-inspections: paths, folders
    noun: singularName, // field-inspection: files, test IDs
    Type, // FieldInspection
    subject: subject ?? Type,
    group, // work | assets: the rules of the roles that apply (auth/abilities.ts)
    prefix: (prefix ?? singularName[0]).toUpperCase(),
    plural: camel(words), // fieldInspections: the Drizzle table, the texts' namespace
    single, // fieldInspection
    table: words.join('_'),
    idField: `${single}ID`,
    errorCode: `${nounWords.join('_')}_not_found`,
    english: { singular: nounWords.join(' '), plural: words.join(' ') },
    spanish: { singular: esSingular, plural: esPlural, feminine },
  };
}

export function capitalise(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function camel(parts) {
  return parts.map((word, index) => (index === 0 ? word : capitalise(word))).join('');
}
