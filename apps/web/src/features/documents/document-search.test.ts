import { describe, expect, it } from 'vitest';
import { documentFiltersOf, documentSearchSchema, isDocumentID } from './document-search';

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

  it('drops malformed filters instead of failing the page', () => {
    expect(documentSearchSchema.parse({ section: 'social', author: '', tag: [3], document: '' })).toEqual({
      section: 'social',
    });
  });

  it('keeps the open document, even one whose ID is malformed, for the drawer to say it does not exist', () => {
    const documentID = '0190a000-0000-7000-8000-0000000000d1';
    expect(documentSearchSchema.parse({ section: 'all', document: documentID }).document).toBe(documentID);
    expect(documentSearchSchema.parse({ document: 'not-an-id' }).document).toBe('not-an-id');
    expect(isDocumentID(documentID)).toBe(true);
    expect(isDocumentID('not-an-id')).toBe(false);
  });

  it('gives equal filters equal shapes, without empty values', () => {
    expect(documentFiltersOf({})).toEqual({});
    expect(documentFiltersOf({ author: 'Ana Pérez', tag: [] })).toEqual({ author: 'Ana Pérez' });
  });
});
