/**
 * The one set-up of an API test file: `useTestApp()` registers the `beforeAll` that builds the real
 * app (`createTestApp`) and signs in the demo people, and the `afterAll` that closes it. It answers
 * at once, at the top of the file, objects that are filled in when the app is up, so a file names
 * them once instead of declaring and assigning them in its own hooks:
 *
 *   const { testApp, admin, viewer, southernWater } = useTestApp();
 *   const response = await admin.in(southernWater).post('/api/sites', { name: 'Dam', country: 'CL' });
 *   const site = dataOf<Site>(response, 201);
 *
 * A hook a file registers before calling `useTestApp` runs before the app is built (a mail server
 * whose URL the options name, say); the file's later hooks run after. Tests that need something
 * else (two apps, a proxy, an outage) call `createTestApp` themselves.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { asMember, createTestApp, demoEmails, demoPassword, signIn, type SignedIn, type TestApp } from './test-app';

export type DemoPerson = keyof typeof demoEmails;
type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/** Requests as one signed-in person in one tenant; each answers the app's response as it is. */
export interface Client {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  put(url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: InjectOptions['payload']): Promise<LightMyRequestResponse>;
  /** Any other request (a multipart body, headers of its own), with this person's and tenant's headers added. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A signed-in person: the session, requests in their default tenant, and `in(tenantID)` for another. */
export interface Person extends SignedIn, Client {
  in(tenantID: string): Client;
}

export interface TestHarness {
  /** The app and its database, once the file's first `beforeAll` has run. */
  testApp: TestApp;
  admin: Person;
  engineer: Person;
  viewer: Person;
  /** Northwind Mining's ID: every demo person's default tenant. Known at once (the seeded template's). */
  northwind: string;
  /** Southern Water's: the admin and the viewer are members; the engineer is not. */
  southernWater: string;
  /** Signs in anyone else (a person a test made), answering them as a `Person`. */
  signInAs(email: string, password?: string): Promise<Person>;
}

export interface HarnessOptions extends TestAppOptions {
  /** The demo people signed in up front: all three unless a file names fewer. */
  people?: DemoPerson[];
}

/** The response's `data`, after checking the status (200 unless given). */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
}

function clientOf(testApp: TestApp, session: SignedIn, tenantID: string): Client {
  const inject = (options: InjectOptions) =>
    testApp.app.inject({ ...options, headers: { ...asMember(session, tenantID), ...options.headers } });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: string, payload?: InjectOptions['payload']) =>
    inject({ method, url, ...(payload === undefined ? {} : { payload }) });
  return {
    get: (url) => inject({ method: 'GET', url }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    inject,
  };
}

/** A `Person` whose session is filled in later (`Object.assign`), so it can be handed out before sign-in. */
function personOf(testApp: TestApp, name: string): Person {
  const person = {} as Person;
  const ready = () => {
    if (!person.accessToken) throw new Error(`${name} is not signed in: list them in useTestApp's people`);
    return person;
  };
  const onDefault = () => clientOf(testApp, ready(), person.defaultTenantID);
  return Object.assign(person, {
    in: (tenantID: string) => clientOf(testApp, ready(), tenantID),
    get: (url: string) => onDefault().get(url),
    post: (url: string, payload?: InjectOptions['payload']) => onDefault().post(url, payload),
    put: (url: string, payload?: InjectOptions['payload']) => onDefault().put(url, payload),
    patch: (url: string, payload?: InjectOptions['payload']) => onDefault().patch(url, payload),
    delete: (url: string, payload?: InjectOptions['payload']) => onDefault().delete(url, payload),
    inject: (options: InjectOptions) => onDefault().inject(options),
  });
}

/**
 * Builds the app for the enclosing file or `describe` (options as `createTestApp`'s, or a function
 * answering them when they depend on something an earlier hook started) and signs in the demo people.
 */
export function useTestApp(
  options: HarnessOptions | (() => HarnessOptions | Promise<HarnessOptions>) = {},
): TestHarness {
  const testApp = {} as TestApp;
  const people = {
    admin: personOf(testApp, 'admin'),
    engineer: personOf(testApp, 'engineer'),
    viewer: personOf(testApp, 'viewer'),
  };
  const { demoTenantIDs } = inject('databaseTemplates');

  beforeAll(async () => {
    const { people: names = ['admin', 'engineer', 'viewer'], ...appOptions } =
      typeof options === 'function' ? await options() : options;
    Object.assign(testApp, await createTestApp(appOptions));
    const sessions = await Promise.all(names.map((name) => signIn(testApp.app, demoEmails[name])));
    names.forEach((name, index) => Object.assign(people[name], sessions[index]));
  });
  afterAll(() => testApp.close?.());

  return {
    testApp,
    ...people,
    northwind: demoTenantIDs['northwind-mining']!,
    southernWater: demoTenantIDs['southern-water']!,
    signInAs: async (email, password = demoPassword) =>
      Object.assign(personOf(testApp, email), await signIn(testApp.app, email, password)),
  };
}
