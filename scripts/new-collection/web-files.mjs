// The web files of a new collection: its area, declared once against its record (`declareArea`), its four routes of one
// line each, and a browser test that walks a record from New to Delete through the pages.

export function areaDeclaration({ name, noun, single, plural, Type, prefix, english }) {
  return `/**
 * ${capitalised(english.plural)} as an area: its list, record, new and edit pages come from this declaration
 * (and the record's schemas, in \`${noun}-pages.ts\`). Light on purpose: routes read it at start-up.
 */
import {
  ${single}SortFields,
  ${single}Statuses,
  type ${Type}ListQuery,
} from '@freeboard/shared/${name}/${noun}-list-query';
import { ${single}Names } from '@freeboard/shared/${name}/${name}.names';
import type { ${Type} } from '@freeboard/shared/${name}/${name}.schemas';
import { declareArea } from '../../lib/collection/plain-area';

export const ${single}Area = declareArea<${Type}, ${Type}ListQuery>({
  names: ${single}Names,
  namespace: '${plural}',
  sortFields: ${single}SortFields,
  fields: { status: { kind: 'choice', values: ${single}Statuses, initial: 'open', filter: true } },
  timestamps: ['updatedAt'],
  codeExample: '${prefix}-001',
});
`;
}

export function areaPages({ name, noun, Type, single, english }) {
  return `/** ${capitalised(english.plural)}' pages: the declaration with the shared schemas of its record and inputs. */
import {
  create${Type}InputSchema,
  ${single}Schema,
  update${Type}InputSchema,
  type Create${Type}Input,
  type Update${Type}Input,
} from '@freeboard/shared/${name}/${name}.schemas';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { ${single}Area } from './${noun}-area';

export const ${single}Pages = plainAreaPages<typeof ${single}Schema, Create${Type}Input, Update${Type}Input>(${single}Area, {
  record: ${single}Schema,
  create: create${Type}InputSchema,
  update: update${Type}InputSchema,
});
`;
}

/**
 * The area's four route files, keyed by their path under \`apps/web/src/routes/_client/<name>/\`.
 * Each is an object the router's code splitting reads: the search and crumbs come from the light
 * declaration at start-up, the loader and page (and the schemas) with the route's own chunk.
 */
export function areaRoutes({ name, noun, single, idField, group }) {
  const area = `${single}Area`;
  const pages = `${single}Pages`;
  const route = (
    path,
    lines,
  ) => `${lines.some((line) => line.includes('IconList')) ? "import { IconList } from '@tabler/icons-react';\n" : ''}import { createFileRoute } from '@tanstack/react-router';
import { ${area} } from '../../../features/${name}/${noun}-area';
${lines.some((line) => line.includes(pages)) ? `import { ${pages} } from '../../../features/${name}/${noun}-pages';\n` : ''}
export const Route = createFileRoute('/_client/${name}${path}')({
${lines.map((line) => `  ${line},`).join('\n')}
});
`;
  return {
    // Its link in the navigation, last of its group until someone gives it its place.
    'route.tsx': route('', [
      `staticData: { crumb: ${area}.crumbs.area, nav: { group: '${group}', icon: IconList, order: 99 } }`,
    ]),
    'index.tsx': route('/', [
      `validateSearch: ${area}.listSearch.validateSearch`,
      `loaderDeps: ${area}.listSearch.loaderDeps`,
      `beforeLoad: ${area}.listSearch.beforeLoad`,
      `loader: (match) => ${pages}.prefetchList(match)`,
      `component: () => <${pages}.ListPage />`,
    ]),
    [`$${idField}.tsx`]: route(`/$${idField}`, [
      `validateSearch: ${area}.recordSearch.validateSearch`,
      `beforeLoad: ${area}.recordSearch.beforeLoad`,
      `loader: (match) => ${pages}.prefetchRecord(match)`,
      `staticData: { crumb: ${area}.crumbs.record }`,
      `component: () => <${pages}.RecordPage />`,
    ]),
    'new.tsx': route('/new', [`staticData: { crumb: ${area}.crumbs.new }`, `component: () => <${pages}.NewPage />`]),
  };
}

export function browserTest({ name, noun, english }) {
  return `/** ${capitalised(english.plural)} in the browser: a record from New to Delete, and the list finding it. */
import { users } from '../support/accounts';
import { walkArea } from '../support/area-walk';
import { test } from '../support/fixtures';

test.describe('${english.plural}', () => {
  test.use({ signedInAs: users.admin });
  test.describe.configure({ timeout: 60_000 });

  test('a manager creates, finds, edits and deletes ${/^[aeiou]/.test(english.singular) ? 'an' : 'a'} ${english.singular}', async ({ page }) => {
    await walkArea(page, {
      path: '/${name}',
      rowTestID: '${noun}-row',
      newButton: 'New ${english.singular}',
      deleteButton: 'Delete ${english.singular}',
      choices: { Status: ['Open', 'Closed'] },
    });
  });
});
`;
}

function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
