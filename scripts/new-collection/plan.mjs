// What `npm run new:collection` writes, as data. It changes no file that exists: the routes, the
// table, the 404 code, the ability subject and the texts' namespace are listed by `npm run
// registries` from the files written, and the navigation link is declared by the area's route.
// Reading the repository is passed in, so a test can plan against today's files.
import {
  collectionDefinition,
  collectionRoutesModule,
  contractTest,
  drizzleTable,
  sharedListQuery,
  sharedNames,
  sharedSchemas,
} from './api-files.mjs';
import { areaTexts } from './locale-files.mjs';
import { ScaffoldError } from './names.mjs';
import { areaDeclaration, areaPages, areaRoutes, browserTest } from './web-files.mjs';

const webRoutes = 'apps/web/src/routes/_client';

/**
 * `read(file)` gives a file's text, or `null` when there is none. Returns `{ writes }`: each a
 * `{ file, content }` of a file that must not exist yet (or, for the area's list route, a "not
 * available yet" page it replaces).
 */
export function planCollection(n, read) {
  const areaNames = read('packages/shared/src/areas.gen.ts') ?? '';
  const namesFiles = [...areaNames.matchAll(/from '\.\/([\w/.-]+)'/g)].map(
    (match) => `packages/shared/src/${match[1]}.ts`,
  );
  const taken = namesFiles.find((file) => (read(file) ?? '').includes(`subject: '${n.subject}'`));
  if (taken) {
    throw new ScaffoldError(`${n.subject} is the subject of another area (${taken}): name another with --subject.`);
  }
  const routeFiles = areaRoutes(n);
  const texts = areaTexts(n);
  const writes = [
    [`packages/shared/src/${n.name}/${n.name}.names.ts`, sharedNames(n)],
    [`packages/shared/src/${n.name}/${n.name}.schemas.ts`, sharedSchemas(n)],
    [`packages/shared/src/${n.name}/${n.noun}-list-query.ts`, sharedListQuery(n)],
    [`apps/api/src/db/schema/${n.name}.ts`, drizzleTable(n)],
    [`apps/api/src/modules/${n.name}/${n.name}.collection.ts`, collectionDefinition(n)],
    [`apps/api/src/modules/${n.name}/index.ts`, collectionRoutesModule(n)],
    [`apps/api/src/modules/${n.name}/${n.name}.test.ts`, contractTest(n)],
    [`apps/web/src/features/${n.name}/${n.noun}-area.ts`, areaDeclaration(n)],
    [`apps/web/src/features/${n.name}/${n.noun}-pages.ts`, areaPages(n)],
    ...Object.entries(routeFiles).map(([file, content]) => [`${webRoutes}/${n.name}/${file}`, content]),
    [`apps/web/locales/en/${n.plural}.json`, json(texts.en)],
    [`apps/web/locales/es/${n.plural}.json`, json(texts.es)],
    [`e2e/${n.name}/${n.name}.spec.ts`, browserTest(n)],
  ].map(([file, content]) => ({ file, content }));
  for (const { file } of writes) {
    const existing = read(file);
    // A later area's "not available yet" page is what the scaffold is there to replace.
    if (existing !== null && !(file.endsWith('/index.tsx') && existing.includes('<AreaNotAvailable'))) {
      throw new ScaffoldError(`${file} exists already.`);
    }
  }
  return { writes };
}

function json(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}
