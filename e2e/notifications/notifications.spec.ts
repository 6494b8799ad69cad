/**
 * The notification bell: a person made responsible for a site and given an action sees both on the
 * bell, opens one (it is marked read and its record shows), and marks the rest read. The person is
 * the spec's own (`support/invited-person.ts`), so no parallel test reads or clears the same bell.
 * On a server without email, the profile says the digest cannot be sent.
 */
import { expectSignedIn, samePath } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { acceptInvitation, invitePerson, type InvitedPerson } from '../support/invited-person';

let person: InvitedPerson | undefined;
const cleanups: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await person?.remove();
  person = undefined;
});

test('the bell shows what was given to a person, opens it and clears it', async ({ browser, request }) => {
  person = await invitePerson(request, 'e2e-bell-', 'Bell Reader');
  const headers = person.adminHeaders;
  const sites = await request.get('/api/sites', { headers, params: { sort: 'code', limit: '1' } });
  const site = ((await sites.json()) as { data: { siteID: string; code: string; name: string }[] }).data[0]!;
  const assigned = await request.post(`/api/sites/${site.siteID}/assignments`, {
    headers,
    data: { userID: person.userID, role: 'surveillance', since: new Date().toISOString().slice(0, 10) },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const { assignmentID } = ((await assigned.json()) as { data: { assignmentID: string } }).data;
  cleanups.push(() => request.delete(`/api/sites/${site.siteID}/assignments/${assignmentID}`, { headers }));
  const created = await request.post('/api/actions', {
    headers,
    data: { title: 'Read the piezometers after the storm', ownerID: person.userID },
  });
  expect(created.status(), await created.text()).toBe(201);
  const action = ((await created.json()) as { data: { actionID: string; code: string } }).data;
  cleanups.push(() => request.delete(`/api/actions/${action.actionID}`, { headers }));

  const context = await browser.newContext();
  try {
    await acceptInvitation(context.request, person);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expectSignedIn(page);

    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAccessibleDescription('2 unread');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Action assigned to you');
    await expect(items.first()).toContainText(`Action ${action.code} · Read the piezometers after the storm`);
    await expect(items.nth(1)).toContainText('You are now Surveillance');
    await expect(items.nth(1)).toContainText(`Site ${site.code} · ${site.name}`);
    await expectNoSeriousViolations(page);

    await items.first().click();
    await expect(page).toHaveURL((url) => samePath(url.pathname, `/actions/${action.actionID}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Read the piezometers after the storm');
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAccessibleDescription('1 unread');

    await bell.click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).not.toHaveAccessibleDescription(/unread/);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // No SMTP on this server: the digest is offered, but cannot be turned on.
    await page.goto('/profile');
    const digest = page.getByRole('switch', { name: 'Email me a daily digest of new notifications' });
    await expect(digest).toBeDisabled();
    await expect(page.getByText('This server does not send email, so no digest can be sent.')).toBeVisible();
  } finally {
    await context.close();
  }
});
