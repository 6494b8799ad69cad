/**
 * The scaffold planned against today's repository: every file it would write is new (or the "not
 * available yet" page it replaces), it changes no file that exists, what it writes is valid TypeScript, JSON and SQL with the rules of docs/resources.md §2, and its texts have
 * every key the area pages read, in English and Spanish alike. (The whole scaffold, run and then
 * typechecked, linted and tested, is in docs/resources.md §1.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { tenantTableSecurity } from './api-files.mjs';
import { collectionNames, ScaffoldError } from './names.mjs';
import { planCollection } from './plan.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
};

interface Plan {
  writes: { file: string; content: string }[];
}
const plan = (options: Parameters<typeof collectionNames>[0]): Plan =>
  planCollection(collectionNames(options), read) as Plan;

const inspections = plan({
  name: 'field-inspections',
  es: 'inspección/inspecciones',
  feminine: true,
});

/** Every key path of a JSON object: `list.empty.title`, … */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('new:collection', () => {
  it('names a collection in every place from its plural kebab-case name', () => {
    expect(collectionNames({ name: 'field-inspections', es: 'inspección/inspecciones' })).toMatchObject({
      noun: 'field-inspection',
      Type: 'FieldInspection',
      plural: 'fieldInspections',
      table: 'field_inspections',
      idField: 'fieldInspectionID',
      errorCode: 'field_inspection_not_found',
      prefix: 'F',
    });
    expect(collectionNames({ name: 'actions', es: 'acción/acciones', prefix: 'ac' }).prefix).toBe('AC');
  });

  it("refuses a name that is not plural kebab-case, a collection without its Spanish name, another area's subject", () => {
    expect(() => collectionNames({ name: 'Field_Inspections', es: 'a/b' })).toThrow(ScaffoldError);
    expect(() => collectionNames({ name: 'inspections' })).toThrow(/Spanish name/);
    expect(() => collectionNames({ name: 'inspections', es: 'a/b', group: 'other' })).toThrow(/--group/);
    expect(() => plan({ name: 'inspections', subject: 'Action', es: 'a/b' })).toThrow(/subject of another area/);
  });

  it('writes only files that are not there yet, and refuses a collection that exists', () => {
    for (const { file } of inspections.writes) expect(read(file), file).toBeNull();
    expect(() => plan({ name: 'sites', subject: 'Place', es: 'sitio/sitios' })).toThrow(/exists already/);
  });

  it("replaces an area's 'not available yet' page, and nothing else that exists", () => {
    const reports = plan({ name: 'reports', es: 'informe/informes' });
    const replaced = reports.writes.filter(({ file }) => read(file) !== null).map(({ file }) => file);
    expect(replaced).toEqual(['apps/web/src/routes/_client/reports/index.tsx']);
  });

  it('declares its names and its navigation link, and changes no file that exists', () => {
    const names = inspections.writes.find(({ file }) => file.endsWith('field-inspections.names.ts'))!.content;
    expect(names).toContain('export const fieldInspectionNames = areaNames({');
    expect(names).toContain("subject: 'FieldInspection',");
    expect(names).toContain("idField: 'fieldInspectionID',");
    const layout = inspections.writes.find(({ file }) => file.endsWith('field-inspections/route.tsx'))!.content;
    expect(layout).toContain("nav: { group: 'work', icon: IconList, order: 99 }");
  });

  it('writes TypeScript that parses', () => {
    for (const { file, content } of inspections.writes.filter(({ file }) => /\.tsx?$/.test(file))) {
      const { diagnostics } = ts.transpileModule(content, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
      });
      expect(
        diagnostics?.map((diagnostic) => diagnostic.messageText),
        file,
      ).toEqual([]);
    }
  });

  it("writes every text an area's pages read, in English and Spanish alike", () => {
    type Texts = { new: { button: string; description: string } };
    const texts = (language: string): Texts =>
      JSON.parse(
        inspections.writes.find(({ file }) => file === `apps/web/locales/${language}/fieldInspections.json`)!.content,
      ) as Texts;
    const english = keysOf(texts('en'));
    expect(keysOf(texts('es')).sort()).toEqual([...english].sort());
    const areaKeys = keysOf(JSON.parse(read('apps/web/locales/en/sites.json')!) as object).filter((key) =>
      /^(title|description|list|new|edit|delete|page)\b/.test(key),
    );
    expect(english).toEqual(expect.arrayContaining(areaKeys));
    expect(texts('es').new.button).toBe('Nueva inspección');
    expect(texts('en').new.description).toBe('Record a field inspection of this organization.');
  });

  it('gives the table row-level security, forced, its policy, its grant and its change trigger', () => {
    const sql = tenantTableSecurity({ table: 'field_inspections' });
    expect(sql).toContain('GRANT SELECT, INSERT, UPDATE, DELETE ON field_inspections TO freeboard_app;');
    expect(sql).toContain('ALTER TABLE field_inspections ENABLE ROW LEVEL SECURITY;');
    expect(sql).toContain('ALTER TABLE field_inspections FORCE ROW LEVEL SECURITY;');
    expect(sql).toMatch(
      /CREATE POLICY tenant_isolation ON field_inspections\s+USING \(tenant_id = NULLIF\(current_setting\('app\.tenant_id', true\), ''\)::uuid\)/,
    );
    expect(sql).toContain('EXECUTE FUNCTION freeboard_notify_tenant_change()');
    // drizzle-kit runs each part of a migration on its own: each of the five statements follows a breakpoint.
    expect(sql.match(/--> statement-breakpoint\n/g)).toHaveLength(5);
  });
});
