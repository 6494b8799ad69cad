import { describe, expect, it } from 'vitest';
import { addressInTenant } from './address-in-tenant';

const risk = '0190a000-0000-7000-8000-000000000001';
const site = '0190a000-0000-7000-8000-0000000000aa';

describe('addressInTenant', () => {
  it("leaves a record's page for its area's list", () => {
    expect(addressInTenant({ pathname: `/risks/${risk}`, search: { section: 'controls' } })).toEqual({
      pathname: '/risks',
      search: { section: 'controls' },
    });
  });

  it('drops the values that name a record and keeps the rest', () => {
    expect(
      addressInTenant({ pathname: '/facilities/', search: { siteID: site, phase: 'operation', q: 'crest' } }),
    ).toEqual({ pathname: '/facilities/', search: { phase: 'operation', q: 'crest' } });
    expect(addressInTenant({ pathname: '/actions/new', search: { source: 'risk', riskID: risk } })).toEqual({
      pathname: '/actions/new',
      search: { source: 'risk' },
    });
  });

  it('keeps a page that names no record as it is', () => {
    expect(addressInTenant({ pathname: '/settings', search: { section: 'risk-matrix' } })).toEqual({
      pathname: '/settings',
      search: { section: 'risk-matrix' },
    });
  });
});
