import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { writeSchemas } from './write-schemas';

const gaugeSchema = z
  .object({ gaugeID: z.uuid(), code: z.string(), name: z.string(), low: z.nullable(z.number()), kind: z.string() })
  .register(z.globalRegistry, { id: 'TestGauge' });

const lowNotNegative = z.refine<{ low?: number | null }>((gauge) => !gauge.low || gauge.low >= 0, {
  path: ['low'],
  message: 'Not below zero',
});

const { create, update } = writeSchemas(
  gaugeSchema,
  {
    name: z.string().check(z.minLength(1)),
    low: z.optional(z.nullable(z.number())),
    kind: z.enum(['staff', 'radar']),
  },
  { defaults: { kind: 'staff' }, checks: [lowNotNegative] },
);

/** Compiled by typecheck, never called: a writable field the record does not have is a type error. */
const onlyFieldsOfTheRecord = () =>
  // @ts-expect-error `title` is not a field of the gauge.
  writeSchemas(gaugeSchema, { title: z.string() });
void onlyFieldsOfTheRecord;

describe('writeSchemas', () => {
  it('creates with the fields, their defaults filled in and an optional code read as codes are', () => {
    expect(create.parse({ name: 'G1' })).toEqual({ name: 'G1', kind: 'staff' });
    expect(create.parse({ name: 'G1', code: ' g-1 ', kind: 'radar', low: 2 })).toEqual({
      name: 'G1',
      code: 'G-1',
      kind: 'radar',
      low: 2,
    });
    expect(create.safeParse({}).success).toBe(false);
    expect(create.safeParse({ name: 'G1', kind: 'laser' }).success).toBe(false);
  });

  it('updates any of the fields, with no default, at a version it requires', () => {
    expect(update.parse({ version: 3 })).toEqual({ version: 3 });
    expect(update.parse({ version: 1, kind: 'radar' })).toEqual({ version: 1, kind: 'radar' });
    expect(update.safeParse({ name: 'G2' }).success).toBe(false);
    expect(update.safeParse({ version: 0 }).success).toBe(false);
    expect(update.safeParse({ version: 1, name: '' }).success).toBe(false);
  });

  it('keeps the checks across fields on both', () => {
    expect(create.safeParse({ name: 'G1', low: -1 }).success).toBe(false);
    expect(update.safeParse({ version: 1, low: -1 }).success).toBe(false);
  });

  it('registers both after the record', () => {
    expect(z.globalRegistry.get(create)?.id).toBe('CreateTestGaugeInput');
    expect(z.globalRegistry.get(update)?.id).toBe('UpdateTestGaugeInput');
  });

  it('refuses a record that is not registered', () => {
    expect(() => writeSchemas(z.object({ name: z.string() }), { name: z.string() })).toThrow(/register the record/);
  });
});
