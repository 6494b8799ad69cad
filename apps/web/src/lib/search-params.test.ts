import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { crossSectionSections, evaluationSections, siteSections } from './record-sections';
import { rewriteSection, sectionSearchSchema } from './search-params';

/** The documents list's sections (spec §2, §5): an unknown one falls back to unassigned. */
const documentSections = ['all', 'social', 'corporate', 'unassigned'] as const;

describe('sectionSearchSchema', () => {
  const documents = sectionSearchSchema(documentSections, 'unassigned');

  it('uses the default when the section is missing', () => {
    expect(documents.parse({})).toEqual({ section: 'unassigned' });
  });

  it.each(['bogus', 'ALL', '', 3, null])('falls back to the default for the invalid section %j', (section) => {
    expect(documents.parse({ section })).toEqual({ section: 'unassigned' });
  });

  it.each(documentSections)('keeps the valid section %s', (section) => {
    expect(documents.parse({ section })).toEqual({ section });
  });

  it.each([
    ['cross-section', crossSectionSections],
    ['site', siteSections],
    ['evaluation', evaluationSections],
  ] as const)('for the %s page: first section by default, valid kept, invalid replaced', (_page, sections) => {
    const schema = sectionSearchSchema(sections, sections[0]);
    expect(schema.parse({})).toEqual({ section: sections[0] });
    expect(schema.parse({ section: 'no-such-section' })).toEqual({ section: sections[0] });
    const last = sections[sections.length - 1];
    expect(schema.parse({ section: last })).toEqual({ section: last });
  });

  it('knows the cross-section sections', () => {
    const schema = sectionSearchSchema(crossSectionSections, 'information');
    expect(schema.parse({ section: 'consequence-rating' })).toEqual({ section: 'consequence-rating' });
    expect(schema.parse({ section: 'users' })).toEqual({ section: 'information' });
  });
});

describe('rewriteSection', () => {
  function thrown(run: () => void) {
    try {
      run();
    } catch (error) {
      expect(isRedirect(error)).toBe(true);
      return (error as { options: { href?: string; replace?: boolean } }).options;
    }
    throw new Error('expected a redirect');
  }

  it('replaces an invalid section in the address, keeping the other search parameters', () => {
    const options = thrown(() =>
      rewriteSection({ pathname: '/documents', searchStr: '?author=ada&section=bogus&tag=dam' }, 'unassigned'),
    );
    expect(options.replace).toBe(true);
    const url = new URL(options.href ?? '', 'http://localhost');
    expect(url.pathname).toBe('/documents');
    expect(url.searchParams.get('section')).toBe('unassigned');
    expect(url.searchParams.get('author')).toBe('ada');
    expect(url.searchParams.get('tag')).toBe('dam');
    expect([...url.searchParams.keys()]).toHaveLength(3);
  });

  it('rewrites an empty section', () => {
    const options = thrown(() =>
      rewriteSection(
        { pathname: '/sites/0190a000-0000-7000-8000-000000000001', searchStr: '?section=' },
        'information',
      ),
    );
    expect(options.href).toBe('/sites/0190a000-0000-7000-8000-000000000001?section=information');
  });

  it('does nothing when the section is valid', () => {
    expect(() => rewriteSection({ pathname: '/documents', searchStr: '?section=social' }, 'social')).not.toThrow();
  });

  it('does nothing when there is no section', () => {
    expect(() => rewriteSection({ pathname: '/documents', searchStr: '?author=ada' }, 'unassigned')).not.toThrow();
    expect(() => rewriteSection({ pathname: '/documents', searchStr: '' }, 'unassigned')).not.toThrow();
  });
});
