import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeListCheckingSample, serializeWith } from './serialize';

const schema = z.object({
  data: z.array(z.object({ id: z.uuid(), rating: z.int().min(1).max(4) })),
  meta: z.object({ total: z.int() }),
});
const row = (rating: number) => ({ id: '01a20bc9-ac16-7677-943b-c327c3225b7d', rating });

describe('serializeListCheckingSample', () => {
  it('answers every row, having checked the envelope and the first rows', () => {
    const value = { data: Array.from({ length: 250 }, () => row(2)), meta: { total: 250 } };
    expect(JSON.parse(serializeListCheckingSample(schema, value))).toEqual(value);
    expect(serializeListCheckingSample(schema, value)).toBe(serializeWith(schema, value));
  });

  it('refuses a row the mapping got wrong, and a wrong envelope', () => {
    expect(() => serializeListCheckingSample(schema, { data: [row(7), row(2)], meta: { total: 2 } })).toThrow();
    expect(() => serializeListCheckingSample(schema, { data: [row(2)], meta: { total: 'one' } } as never)).toThrow();
  });

  it('leaves rows past the sample to the database’s constraints', () => {
    const value = { data: [...Array.from({ length: 3 }, () => row(1)), row(9)], meta: { total: 4 } };
    expect(() => serializeListCheckingSample(schema, value, 3)).not.toThrow();
    expect(() => serializeListCheckingSample(schema, value, 4)).toThrow();
  });
});
