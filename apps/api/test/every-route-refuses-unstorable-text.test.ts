/**
 * The rule on text PostgreSQL cannot store holds for every route, present and future: each query
 * parameter, path parameter and body the OpenAPI document lists is sent with a NUL character (and
 * each JSON body with a lone surrogate, which only JSON's `\ud800` escape can carry), by a caller whom
 * every guard lets through, and each answers 400 naming that field, never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loneSurrogateMessage, nulCharacterMessage } from '../src/lib/validator-compiler';
import { asMember } from './test-app';
import { useTestApp } from './harness';

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
}
type Spec = { paths: Record<string, Record<string, Operation>> };

interface Probe {
  label: string;
  method: string;
  url: string;
  field: string;
  body?: { contentType: string; payload: string };
  message: string;
}

const { testApp, admin } = useTestApp({ people: ['admin'] });
let spec: Spec;

beforeAll(async () => {
  spec = (await testApp.app.inject({ url: '/api/openapi.json' })).json() as Spec;
});

/** A value each path parameter accepts, so that only the probed field is wrong. */
const plausible = (name: string) =>
  /ID$|Id$/.test(name) ? '0190a0b0-0000-7000-8000-000000000000' : name === 'token' ? 'A'.repeat(43) : 'northwind';

function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const fill = (nulIn?: string) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => (name === nulIn ? 'a%00b' : plausible(name)));
  const probes: Probe[] = [];
  for (const parameter of parameters) {
    if (parameter.in === 'path') {
      probes.push({
        label: `${method} ${path} :${parameter.name}`,
        method,
        url: fill(parameter.name),
        field: parameter.name,
        message: nulCharacterMessage,
      });
    }
    if (parameter.in === 'query') {
      probes.push({
        label: `${method} ${path} ?${parameter.name}`,
        method,
        url: `${fill()}?${parameter.name}=a%00b`,
        field: parameter.name,
        message: nulCharacterMessage,
      });
    }
  }
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  if (contentTypes.includes('application/json')) {
    probes.push(
      {
        label: `${method} ${path} body`,
        method,
        url: fill(),
        field: 'nulProbe',
        body: { contentType: 'application/json', payload: JSON.stringify({ nulProbe: 'a\u0000b' }) },
        message: nulCharacterMessage,
      },
      {
        label: `${method} ${path} body with a lone surrogate`,
        method,
        url: fill(),
        field: 'surrogateProbe',
        // JSON.stringify writes a lone surrogate as the escape `\ud800`, as a hostile client would.
        body: { contentType: 'application/json', payload: JSON.stringify({ surrogateProbe: 'a\ud800b' }) },
        message: loneSurrogateMessage,
      },
    );
  } else if (contentTypes.includes('application/x-www-form-urlencoded')) {
    probes.push({
      label: `${method} ${path} form`,
      method,
      url: fill(),
      field: 'nulProbe',
      body: { contentType: 'application/x-www-form-urlencoded', payload: 'nulProbe=a%00b' },
      message: nulCharacterMessage,
    });
  }
  return probes;
}

describe('every route of the OpenAPI document', () => {
  it('answers 400 naming the field that holds a NUL character or a lone surrogate', async () => {
    const probes = Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => probesOf(path, method.toUpperCase(), operation)),
    );
    // The document must list the routes with inputs; a handful would mean it lost them.
    expect(probes.length).toBeGreaterThan(15);
    for (const probe of probes) {
      const response = await testApp.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: {
          ...asMember(admin),
          ...(probe.body ? { 'content-type': probe.body.contentType } : {}),
        },
        ...(probe.body ? { payload: probe.body.payload } : {}),
      });
      expect(response.statusCode, probe.label).toBe(400);
      const problem = response.json() as { code: string; errors?: Record<string, string[]> };
      expect(problem.code, probe.label).toBe('validation_failed');
      expect(problem.errors?.[probe.field], probe.label).toEqual([probe.message]);
    }
  });
});
