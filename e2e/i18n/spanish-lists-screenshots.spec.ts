/**
 * Every list page in Spanish, whose labels run longest, at 1280 px and 390 px, saved as
 * test-results/screenshots/es-<list>-light-<width>.png for a person to check that long labels wrap
 * instead of being cut or running into each other (the same convention as e2e/screenshots). They are
 * not compared with stored images. The engineer's language is set to Spanish through the API for
 * each test and set back afterwards, as in `spanish.spec.ts` (the screens run has a server of its own);
 * the tests run one after the other, so one's reset never lands in the other's pages.
 */
import type { APIRequestContext } from '@playwright/test';
import { users } from '../support/accounts';
import { apiAccessToken, bearer } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotWidths, shoot } from '../support/screenshots';

const email = users.engineer;

async function setLocale(request: APIRequestContext, locale: 'en' | 'es') {
  const token = await apiAccessToken(request, email);
  const response = await request.patch('/api/users/profile', { headers: bearer(token), data: { locale } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The list pages (apps/web/src/routes/_client/<list>/index.tsx), each with its Spanish heading and row. */
const lists = [
  { name: 'sites', path: '/sites/', heading: 'Sitios', row: 'site-row' },
  { name: 'infrastructures', path: '/infrastructures/', heading: 'Infraestructuras', row: 'infrastructure-row' },
  { name: 'facilities', path: '/facilities/', heading: 'Instalaciones', row: 'facility-row' },
  { name: 'cross-sections', path: '/cross-sections/', heading: 'Secciones transversales', row: 'cross-section-row' },
  { name: 'risks', path: '/risks/', heading: 'Riesgos', row: 'risk-row' },
  { name: 'documents', path: '/documents/', heading: 'Documentos', row: 'document-row' },
  // A search from a section, with where else it found documents.
  { name: 'documents-search', path: '/documents/?section=social&q=piezometer', heading: 'Documentos', row: null },
] as const;

test.use({ signedInAs: email });
// Both widths change the same account's language: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  await setLocale(request, 'es');
});

test.afterEach(async ({ request }) => {
  await setLocale(request, 'en');
});

for (const viewport of screenshotWidths) {
  test.describe(`Spanish, ${viewport.width} px`, () => {
    test.use({ colorScheme: 'light', viewport, locale: 'es-ES' });

    test('every list page', async ({ page }, testInfo) => {
      test.slow();
      for (const list of lists) {
        await page.goto(list.path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
        if (list.row) await expect(page.getByTestId(list.row).first()).toBeVisible();
        else await expect(page.getByRole('searchbox').first()).toHaveValue('piezometer');
        await shoot(page, testInfo, `es-${list.name}`, 'light', viewport.width);
      }
    });
  });
}
