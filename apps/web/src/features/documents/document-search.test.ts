import { describe, expect, it } from 'vitest';
import { documentFiltersOf, documentSearchSchema } from './document-search';

describe('documents search parameters', () => {
  it('defaults to the unassigned section', () => {
    expect(documentSearchSchema.parse({})).toEqual({ section: 'unassigned' });
  });

  it.each(['bogus', 'ALL', '', 42, null])('falls back to unassigned for %j', (section) => {
    expect(documentSearchSchema.parse({ section }).section).toBe('unassigned');
  });

  it.each(['all', 'social', 'corporate', 'unassigned'])('keeps the valid section %s', (section) => {
    expect(documentSearchSchema.parse({ section }).section).toBe(section);
  });

  it('keeps author and tag filters, a single tag as a list', () => {
    expect(documentSearchSchema.parse({ section: 'all', author: 'Ana Pérez', tag: 'gistm' })).toEqual({
      section: 'all',
      author: 'Ana Pérez',
      tag: ['gistm'],
    });
    expect(documentSearchSchema.parse({ tag: ['oms', 'gistm'] }).tag).toEqual(['oms', 'gistm']);
  });

  it('keeps the search words trimmed, a number as text, and drops an empty search', () => {
    expect(documentSearchSchema.parse({ section: 'all', q: '  seepage toe ' }).q).toBe('seepage toe');
    expect(documentSearchSchema.parse({ q: 2024 }).q).toBe('2024');
    expect(documentSearchSchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(documentFiltersOf({ q: 'seepage', author: 'Ana Pérez' })).toEqual({ q: 'seepage', author: 'Ana Pérez' });
  });

  it('drops malformed filters and document ids instead of failing the page', () => {
    expect(documentSearchSchema.parse({ section: 'social', author: '', tag: [3], document: 'not-an-id' })).toEqual({
      section: 'social',
    });
  });

  it('gives equal filters equal shapes, without empty values', () => {
    expect(documentFiltersOf({})).toEqual({});
    expect(documentFiltersOf({ author: 'Ana Pérez', tag: [] })).toEqual({ author: 'Ana Pérez' });
  });
});
