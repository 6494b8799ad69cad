// A new collection's texts in English and Spanish, laid out as every area's are
// (apps/web/src/lib/collection/area-definition.ts, `AreaText`): what they say is a start to edit.

export function areaTexts({ english, spanish }) {
  return { en: englishTexts(english), es: spanishTexts(spanish) };
}

function englishTexts({ singular, plural }) {
  const Singular = capitalise(singular);
  return {
    title: capitalise(plural),
    description: `The ${plural} of this organization.`,
    record: Singular,
    fields: {
      code: 'Code',
      name: 'Name',
      description: 'Description',
      status: 'Status',
      createdAt: 'Created',
      updatedAt: 'Last changed',
    },
    choices: { status: { open: 'Open', closed: 'Closed' } },
    filters: { any: { status: 'Any status' } },
    list: {
      caption: capitalise(plural),
      searchPlaceholder: 'Code or name',
      count_one: `{{count}} ${singular}`,
      count_other: `{{count, number}} ${plural}`,
      empty: {
        title: `No ${plural} yet`,
        description: `${capitalise(plural)} added to this organization will appear here.`,
      },
      noMatch: { title: `No ${plural} match`, description: 'Try other words, or clear the search and filters.' },
      error: { title: `The ${plural} could not be loaded`, description: 'Check your connection and try again.' },
    },
    new: {
      button: `New ${singular}`,
      title: `New ${singular}`,
      description: `Record ${/^[aeiou]/.test(singular) ? 'an' : 'a'} ${singular} of this organization.`,
      created: `${Singular} {{code}} {{name}} is saved.`,
      notAllowedTitle: 'Not allowed',
      notAllowed: `Your role in this organization does not allow creating ${plural}.`,
    },
    edit: { saved: 'Your changes to {{code}} are saved.' },
    delete: {
      title: 'Delete {{code}}?',
      text: '{{name}} will be removed from this organization. This cannot be undone; the history of its changes is kept.',
      confirm: `Delete ${singular}`,
      done: `${Singular} {{code}} {{name}} is deleted.`,
      hasDependents: `This ${singular} cannot be deleted while other records depend on it.`,
    },
    page: {
      notFoundTitle: `${Singular} not found`,
      notFound: `This ${singular} does not exist in this organization, or it has been deleted.`,
      backToList: `Back to the ${plural}`,
      error: `The ${singular} could not be loaded`,
      errorDescription: 'Check your connection and try again.',
    },
  };
}

function spanishTexts({ singular, plural, feminine }) {
  // Articles and agreement follow the noun's gender: "la inspección … guardada", "el informe … guardado".
  const [the, thePlural, this_, a, none, saved, deleted, found, loaded, created] = feminine
    ? ['La', 'las', 'Esta', 'Nueva', 'Ninguna', 'guardada', 'eliminada', 'encontrada', 'cargar la', 'Creada']
    : ['El', 'los', 'Este', 'Nuevo', 'Ningún', 'guardado', 'eliminado', 'encontrado', 'cargar el', 'Creado'];
  const Singular = capitalise(singular);
  return {
    title: capitalise(plural),
    description: `${capitalise(thePlural)} ${plural} de esta organización.`,
    record: Singular,
    fields: {
      code: 'Código',
      name: 'Nombre',
      description: 'Descripción',
      status: 'Estado',
      createdAt: created,
      updatedAt: 'Último cambio',
    },
    choices: { status: feminine ? { open: 'Abierta', closed: 'Cerrada' } : { open: 'Abierto', closed: 'Cerrado' } },
    filters: { any: { status: 'Cualquier estado' } },
    list: {
      caption: capitalise(plural),
      searchPlaceholder: 'Código o nombre',
      count_one: `{{count}} ${singular}`,
      count_other: `{{count, number}} ${plural}`,
      empty: {
        title: `Todavía no hay ${plural}`,
        description: `${capitalise(thePlural)} ${plural} que se añadan a esta organización aparecerán aquí.`,
      },
      noMatch: {
        title: `${none} ${singular} coincide`,
        description: 'Pruebe con otras palabras, o borre la búsqueda y los filtros.',
      },
      error: {
        title: `No se pudieron cargar ${thePlural} ${plural}`,
        description: 'Compruebe su conexión e inténtelo de nuevo.',
      },
    },
    new: {
      button: `${a} ${singular}`,
      title: `${a} ${singular}`,
      description: `Registre ${feminine ? 'una' : 'un'} ${singular} de esta organización.`,
      created: `${the} ${singular} {{code}} {{name}} está ${saved}.`,
      notAllowedTitle: 'No permitido',
      notAllowed: `Su rol en esta organización no permite crear ${plural}.`,
    },
    edit: { saved: 'Sus cambios en {{code}} están guardados.' },
    delete: {
      title: '¿Eliminar {{code}}?',
      text: '{{name}} se quitará de esta organización. No se puede deshacer; el historial de sus cambios se conserva.',
      confirm: `Eliminar ${singular}`,
      done: `${the} ${singular} {{code}} {{name}} está ${deleted}.`,
      hasDependents: `${this_} ${singular} no se puede eliminar mientras otros registros dependan de ${feminine ? 'ella' : 'él'}.`,
    },
    page: {
      notFoundTitle: `${Singular} no ${found}`,
      notFound: `${this_} ${singular} no existe en esta organización, o se ha ${deleted.replace(/a$/, 'o')}.`,
      backToList: `Volver a ${thePlural} ${plural}`,
      error: `No se pudo ${loaded} ${singular}`,
      errorDescription: 'Compruebe su conexión e inténtelo de nuevo.',
    },
  };
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
