/// <reference lib="dom" />
// The functions given to `evaluate` run in the page: they use the DOM.
/**
 * Finding one's way with a keyboard and a screen reader: the skip link, page titles, where focus goes
 * and what is read out after a navigation, landmarks, visible focus, and what else stands in the way
 * (the admin toggle over content, labels cut or run together in Spanish, the PDF preview blocked by
 * the content security policy).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { users } from '../support/accounts';
import { signIn } from '../support/auth';

const cerroAlto = { code: 'S-001', name: 'Cerro Alto Copper Mine' };
/** A PDF of the demo documents (Northwind Mining), indexed at start. */
const pdfTitle = 'Board risk committee briefing: tailings';

function announcer(page: Page): Locator {
  return page.getByTestId('route-announcer');
}

/** The focused element, described: its tag, id, and text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName ?? null, id: element?.id ?? null, text: element?.textContent?.trim() ?? '' };
  });
}

/**
 * The app in Spanish for this page from its next load on: the signed-in user's profile answers
 * `locale: 'es'`, so no account's stored language changes.
 */
async function inSpanish(page: Page) {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { locale?: string } };
    if (body.data) body.data.locale = 'es';
    await route.fulfill({ response, json: body });
  });
}

test.describe('skip link', () => {
  test('is the first tab stop of signed-in pages, shows on focus and moves focus to the main landmark', async ({
    page,
  }) => {
    test.slow(); // four page loads
    await signIn(page, users.viewer, { to: '/sites' });
    for (const path of ['/sites', '/risks', '/documents']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.keyboard.press('Tab');

      const skipLink = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skipLink, path).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      expect(await page.getByRole('main').getAttribute('id')).toBe('main-content');
    }
  });
});

test.describe('page titles', () => {
  test('name the sign-in and not-found pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Freeboard');

    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page).toHaveTitle('Page not found · Freeboard');
  });

  test('name each signed-in page, a record by what its heading shows', async ({ page }) => {
    await signIn(page, users.viewer, { to: '/sites' });
    await expect(page).toHaveTitle('Sites · Freeboard');

    await page.getByTestId('site-row').filter({ hasText: cerroAlto.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: cerroAlto.name })).toBeVisible();
    await expect(page).toHaveTitle(`${cerroAlto.code} ${cerroAlto.name} · Freeboard`);

    await page.goto('/risks');
    await expect(page).toHaveTitle('Risks · Freeboard');
  });
});

test.describe('navigation', () => {
  test('after signing in, focus is on the new page and its title is read out', async ({ page }) => {
    await signIn(page, users.viewer, { to: '/sites' });

    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Sites · Freeboard');
  });

  test('after a sign-in that outruns the code of the signed-in pages, focus is on the new page all the same', async ({
    page,
  }) => {
    // The signed-in pages' routes load after start-up (decision 0035); here they arrive late, so the
    // router is asked for /sites before it has the route.
    let held = 0;
    await page.route(/\/assets\/routeTree\.gen-[\w-]+\.js$/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signIn(page, users.viewer, { to: '/sites' });

    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Sites · Freeboard');
    expect(held).toBe(1);
  });

  test('on the first load focus stays where the browser puts it and nothing is read out', async ({ page }) => {
    await signIn(page, users.viewer, { to: '/sites' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(page.getByTestId('site-row').first()).toBeVisible();

    expect((await focused(page)).tag).toBe('BODY');
    await expect(announcer(page)).toHaveText('');
  });

  test('opening a row and following a navigation link move focus to the new page, never to the body', async ({
    page,
  }) => {
    await signIn(page, users.viewer, { to: '/sites' });

    await page.getByTestId('site-row').filter({ hasText: cerroAlto.name }).click();
    await expect(announcer(page)).toHaveText(`${cerroAlto.code} ${cerroAlto.name} · Freeboard`);
    // The heading, or the main landmark if the record was not in yet when the page changed.
    await expect
      .poll(async () => focused(page))
      .toEqual(expect.objectContaining({ tag: expect.stringMatching(/^(H1|MAIN)$/) }));
    const onRecord = await focused(page);
    if (onRecord.tag === 'H1') expect(onRecord.text).toBe(cerroAlto.name);
    else expect(onRecord.id).toBe('main-content');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Risks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Risks' })).toBeFocused();
    await expect(announcer(page)).toHaveText('Risks · Freeboard');
  });

  test('typing a search keeps focus in the search box while the address follows', async ({ page }) => {
    await signIn(page, users.viewer, { to: '/sites' });
    await expect(announcer(page)).toHaveText('Sites · Freeboard');
    const search = page.getByRole('searchbox', { name: 'Search' });

    await search.click();
    await search.pressSequentially('cerro');

    await expect(page).toHaveURL(/[?&]q=cerro/);
    await expect(page.getByTestId('site-row')).toHaveCount(1);
    await expect(search).toBeFocused();
    await expect(announcer(page)).toHaveText('Sites · Freeboard');
  });
});

test.describe('main landmark', () => {
  test('is on the sign-in and not-found pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('main')).toContainText('Sign in');

    await page.goto('/not-found');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

/** The contrast ratio of two CSS colours as the browser computed them (`rgb()`/`color(srgb …)`). */
function contrastIn(page: Page, pairs: { foreground: string; background: string }) {
  return page.evaluate(({ foreground, background }) => {
    const channels = (css: string): number[] => {
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(css);
      if (srgb) return srgb.slice(1, 4).map(Number);
      const rgb = /rgba?\((\d+), (\d+), (\d+)/.exec(css);
      if (rgb) return rgb.slice(1, 4).map((value) => Number(value) / 255);
      throw new Error(`unreadable colour ${css}`);
    };
    const luminance = (css: string) => {
      const [red, green, blue] = channels(css).map((value) =>
        value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
    };
    const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return (lighter! + 0.05) / (darker! + 0.05);
  }, pairs);
}

/** The focused element's outline: its width in px, its style and its contrast with the page. */
async function focusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return {
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      color: style.outlineColor,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  return { ...ring, contrast: await contrastIn(page, { foreground: ring.color, background: ring.page }) };
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`focus, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('shows on inputs and buttons as a 2 px ring with 3:1 against the page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

      await page.getByRole('textbox', { name: 'Email' }).focus();
      const inputRing = await focusRing(page);
      expect(inputRing.style).toBe('solid');
      expect(inputRing.width).toBeGreaterThanOrEqual(2);
      expect(inputRing.contrast).toBeGreaterThanOrEqual(3);

      // Keyboard focus on a button: Tab from the password field (past its visibility toggle, if any).
      await page.getByRole('textbox', { name: 'Password' }).focus();
      const signInButton = page.getByRole('button', { name: 'Sign in' });
      await expect(async () => {
        await page.keyboard.press('Tab');
        await expect(signInButton).toBeFocused({ timeout: 100 });
      }).toPass({ timeout: 5_000 });
      const buttonRing = await focusRing(page);
      expect(buttonRing.style).toBe('solid');
      expect(buttonRing.width).toBeGreaterThanOrEqual(2);
      expect(buttonRing.contrast).toBeGreaterThanOrEqual(3);
    });
  });
}

test.describe('document drawer', () => {
  test.use({ colorScheme: 'light' });

  test("shows 'Text: searchable' with 4.5:1, and previews a PDF in its frame", async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await signIn(page, users.viewer, {
      to: `/documents?section=all&q=${encodeURIComponent(pdfTitle)}`,
    });
    await page.getByTestId('document-row').filter({ hasText: pdfTitle }).click();
    const drawer = page.getByRole('dialog', { name: pdfTitle });

    const badgeLabel = drawer.getByText('Text: searchable', { exact: true });
    await expect(badgeLabel).toBeVisible({ timeout: 15_000 });
    const colours = await badgeLabel.evaluate((label) => {
      let badge: Element | null = label;
      while (badge && getComputedStyle(badge).backgroundColor === 'rgba(0, 0, 0, 0)') badge = badge.parentElement;
      return { foreground: getComputedStyle(label).color, background: getComputedStyle(badge!).backgroundColor };
    });
    expect(await contrastIn(page, colours)).toBeGreaterThanOrEqual(4.5);

    await drawer.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(drawer.locator('iframe')).toBeAttached();
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('blob:'))).toBe(true);
    expect(page.frames().map((frame) => frame.url())).not.toContainEqual(expect.stringMatching(/^chrome-error:/));
    expect(blocked).toEqual([]);
  });
});

test.describe('admin toggle', () => {
  test('sits beside the page on the development host, covering none of it', async ({ page }) => {
    await signIn(page, users.admin, { to: '/sites' });
    const toggle = page.getByRole('button', { name: /^Admin (On|Off)$/ });
    await expect(toggle).toBeVisible();
    await expect(page.getByTestId('site-row').first()).toBeVisible();

    const toggleBox = (await toggle.boundingBox())!;
    // The page's own area: the main landmark inside its padding (which makes room for the header and
    // the navigation beside it).
    const content = await page.getByRole('main').evaluate((main) => {
      const box = main.getBoundingClientRect();
      const style = getComputedStyle(main);
      const left = box.left + parseFloat(style.paddingLeft);
      const top = box.top + parseFloat(style.paddingTop);
      return {
        x: left,
        y: top,
        width: box.right - parseFloat(style.paddingRight) - left,
        height: box.bottom - parseFloat(style.paddingBottom) - top,
      };
    });
    const overlaps =
      toggleBox.x < content.x + content.width &&
      content.x < toggleBox.x + toggleBox.width &&
      toggleBox.y < content.y + content.height &&
      content.y < toggleBox.y + toggleBox.height;
    expect(overlaps, JSON.stringify({ toggle: toggleBox, content })).toBe(false);
  });
});

test.describe('long labels in Spanish at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('list headers wrap between words instead of running into the next column', async ({ page }) => {
    test.slow(); // five page loads
    await signIn(page, users.viewer, { to: '/sites' });
    await inSpanish(page);

    const lists = {
      '/sites': 'site-row',
      '/infrastructures': 'infrastructure-row',
      '/facilities': 'facility-row',
      '/risks': 'risk-row',
    };
    for (const [path, rowTestID] of Object.entries(lists)) {
      await page.goto(path);
      await expect(page.getByTestId(rowTestID).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      // Each word of a header (its visible text) fits the column: no word runs over or is broken.
      const tooWide = await page.locator('table thead th').evaluateAll((headers) =>
        headers.flatMap((header) => {
          const style = getComputedStyle(header);
          const room = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
          const words: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement!;
            // Text for screen readers only ("sorted ascending") takes no room.
            if (getComputedStyle(parent).position === 'absolute' && parent.getBoundingClientRect().width <= 1) continue;
            words.push(...(node.textContent ?? '').split(/\s+/).filter(Boolean));
          }
          const icon = header.querySelector('button svg') ? 18 : 0;
          const probe = document.createElement('span');
          probe.style.cssText = `position:absolute;white-space:nowrap;font:${style.font}`;
          document.body.append(probe);
          const overflowing = words.filter((word, index) => {
            probe.textContent = word;
            const last = index === words.length - 1;
            return probe.getBoundingClientRect().width + (last ? icon : 0) > room + 0.5;
          });
          probe.remove();
          return overflowing;
        }),
      );
      expect(tooWide, path).toEqual([]);
    }
  });

  test("the risks list's critical-control warning wraps instead of being cut", async ({ page }) => {
    await signIn(page, users.viewer, { to: '/risks' });
    await inSpanish(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const warnings = page.locator('[data-alert="true"]');
    await expect(warnings.first()).toContainText('no implementado');

    const cut = await warnings.evaluateAll((elements) =>
      elements
        .map((element) => element.closest('td')!)
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
  });
});
