// The web files of a new collection: its area, declared once (`defineArea`), its four routes of one
// line each, and a browser test that walks a record from New to Delete through the pages.

export function areaDefinition({ name, noun, Type, single, plural, subject, idField, prefix, english }) {
  return `/** ${capitalised(english.plural)}: the list, record, new and edit pages come from this declaration. */
import {
  create${Type}InputSchema,
  ${single}Schema,
  ${single}SortFields,
  ${single}Statuses,
  update${Type}InputSchema,
  type Create${Type}Input,
  type Update${Type}Input,
} from '@freeboard/shared/${name}/${name}.schemas';
import { defineArea } from '../../components/collection/define-area';

export const ${single}Area = defineArea<typeof ${single}Schema, Create${Type}Input, Update${Type}Input>({
  collection: '${name}',
  namespace: '${plural}',
  subject: '${subject}',
  idField: '${idField}',
  noun: '${noun}',
  schemas: { record: ${single}Schema, create: create${Type}InputSchema, update: update${Type}InputSchema },
  sortFields: ${single}SortFields,
  fields: { status: { kind: 'choice', values: ${single}Statuses, filter: true } },
  columns: ['status', 'updatedAt'],
  codeExample: '${prefix}-001',
});
`;
}

/** The area's four route files, keyed by their path under `apps/web/src/routes/_client/<name>/`. */
export function areaRoutes({ name, noun, single, idField }) {
  const route = (file, path, helper) => [
    file,
    `import { createFileRoute } from '@tanstack/react-router';
import { ${helper} } from '../../../components/collection/area-routes';
import { ${single}Area } from '../../../features/${name}/${noun}-area';

export const Route = createFileRoute('/_client/${name}${path}')(${helper}(${single}Area));
`,
  ];
  return Object.fromEntries([
    route('route.tsx', '', 'areaRoute'),
    route('index.tsx', '/', 'areaListRoute'),
    route(`$${idField}.tsx`, `/$${idField}`, 'areaRecordRoute'),
    route('new.tsx', '/new', 'areaNewRoute'),
  ]);
}

export function browserTest({ name, noun, english }) {
  return `/** ${capitalised(english.plural)} in the browser: a record from New to Delete, and the list finding it. */
import { users } from '../support/accounts';
import { walkArea } from '../support/area-walk';
import { test } from '../support/fixtures';

test.describe('${english.plural}', () => {
  test.use({ signedInAs: users.admin });
  test.describe.configure({ timeout: 60_000 });

  test('a manager creates, finds, edits and deletes a ${english.singular}', async ({ page }) => {
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
