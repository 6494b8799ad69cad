import { users } from '../support/accounts';
import { openSignedIn } from '../support/auth';
import { expect, test } from '../support/fixtures';

// Record pages of areas a later release fills: their frame, breadcrumbs, section tabs and fallbacks.
const pages = [
  // Sites, infrastructures, facilities and cross-sections are working areas now: e2e/sites and
  // e2e/assets cover their record pages.
  {
    path: '/evaluations/0196d7a0-0000-7000-8000-000000000003',
    fallback: 'investigation',
    other: 'Laboratory testing',
    otherValue: 'laboratory_testing',
  },
];

test.use({ signedInAs: users.viewer });

for (const { path, fallback, other, otherValue } of pages) {
  test(`${path.split('/')[1]}: an unknown section falls back to ${fallback}, and tabs switch sections`, async ({
    page,
  }) => {
    await openSignedIn(page, `${path}?section=nonsense`);
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === fallback);
    await expect(page.getByRole('note')).toContainText('Not available yet');
    await page.getByRole('tab', { name: other }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('section') === otherValue);
    await expect(page.getByRole('tab', { name: other })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  });
}
