import { isRedirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { listSearchSchema, rewriteListSearch } from './list-search';

const schema = listSearchSchema({
  sortFields: ['code', 'name'],
  filters: { status: z.optional(z.enum(['active', 'closed'])), country: z.optional(z.string().check(z.toUpperCase())) },
});

function redirectOf(pathname: string, searchStr: string): string | null {
  const search = z.parse(schema, Object.fromEntries(new URLSearchParams(searchStr)));
  try {
    rewriteListSearch({ pathname, searchStr }, search);
    return null;
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown;
    return thrown.options.href ?? null;
  }
}

describe('listSearchSchema', () => {
  it('keeps valid values and leaves out what is not there', () => {
    expect(z.parse(schema, { q: ' copper ', sort: '-name', status: 'active' })).toEqual({
      q: 'copper',
      sort: '-name',
      status: 'active',
    });
    expect(z.parse(schema, {})).toEqual({});
  });

  it('drops invalid values one by one instead of refusing the whole search', () => {
    expect(z.parse(schema, { q: '   ', sort: 'height', status: 'nonsense', country: 'cl' })).toEqual({
      q: undefined,
      sort: undefined,
      status: undefined,
      country: 'CL',
    });
    expect(z.parse(schema, { q: 'x'.repeat(201) }).q).toBeUndefined();
  });

  it('reads a number typed into the address as search text', () => {
    expect(z.parse(schema, { q: 2024 }).q).toBe('2024');
  });
});

describe('rewriteListSearch', () => {
  it('leaves a valid address alone', () => {
    expect(redirectOf('/sites', '?q=copper&sort=-name&status=active')).toBeNull();
    expect(redirectOf('/sites', '')).toBeNull();
  });

  it('rewrites the address without the dropped values, keeping the rest', () => {
    expect(redirectOf('/sites', '?status=nonsense&q=copper&section=x')).toBe('/sites?q=copper&section=x');
    expect(redirectOf('/sites', '?sort=height')).toBe('/sites');
  });

  it('rewrites a normalised value to its normal form', () => {
    expect(redirectOf('/sites', '?country=cl')).toBe('/sites?country=CL');
  });
});
