import type { Request, Response } from '@playwright/test';
import { riskTitles, tenants, users } from '../support/accounts';
import { expectSignedIn, openSignedIn, samePath, tenantControl } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { apiPath } from '../support/network';

// This project's server issues access tokens that live 2 s (ACCESS_TOKEN_TTL=2s, playwright.config.ts).
const tokenLifetimeMs = 2_000;

test.use({ signedInAs: users.viewer });

test('an expired token is refreshed once for several requests in flight, which are retried unnoticed', async ({
  page,
}) => {
  await openSignedIn(page, '/risks/');
  await expect(page.getByTestId('risk-row').filter({ hasText: riskTitles.northwind })).toBeVisible();

  // The only fixed wait of the suite: let the access token in memory expire (exp is in whole seconds).
  await page.waitForTimeout(tokenLifetimeMs + 1_200);

  const requests: Request[] = [];
  const responses: Response[] = [];
  page.on('request', (request) => {
    if (apiPath(request)) requests.push(request);
  });
  page.on('response', (response) => {
    if (apiPath(response.request())) responses.push(response);
  });

  // Switching the tenant fires several API calls at once: the user (/me), the permissions of the new
  // tenant and the new tenant's risks; all of them carry the expired token.
  await tenantControl(page).click();
  await page.getByRole('option', { name: tenants.southernWater.name }).click();

  // The user sees the other tenant's data, still signed in, and no error.
  await expect(page.getByTestId('risk-row').filter({ hasText: riskTitles.southernWater })).toBeVisible();
  await expect(tenantControl(page)).toHaveValue(tenants.southernWater.name);
  await expectSignedIn(page);
  await expect(page).toHaveURL((url) => samePath(url.pathname, '/risks/'));
  await expect(page.getByRole('alert')).toHaveCount(0);

  // For the report: what the switch sent, in order, with the answers.
  const traffic = await Promise.all(
    requests.map(
      async (request) => `${request.method()} ${apiPath(request)} → ${(await request.response())?.status()}`,
    ),
  );
  test.info().annotations.push({ type: 'API traffic after expiry', description: traffic.join('; ') });

  const refreshes = requests.filter((request) => apiPath(request) === '/api/token-refresh');
  expect(refreshes.map((request) => request.method())).toEqual(['GET']);

  const expired = responses.filter((response) => response.status() === 444);
  expect(expired.length, 'API answers 444 to the expired token').toBeGreaterThanOrEqual(2);
  for (const response of expired) {
    const first = response.request();
    const retry = requests.find(
      (request) =>
        request !== first &&
        request.method() === first.method() &&
        request.url() === first.url() &&
        requests.indexOf(request) > requests.indexOf(first),
    );
    expect(retry, `${first.method()} ${first.url()} retried`).toBeDefined();
    const retried = await retry!.response();
    expect(retried?.status(), `${first.method()} ${first.url()} retried with success`).toBe(200);
    // The retry carries the refreshed token, not the expired one.
    expect(await retry!.headerValue('authorization')).not.toBe(await first.headerValue('authorization'));
  }
});
