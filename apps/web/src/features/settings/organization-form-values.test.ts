import type { TenantSettings } from '@freeboard/shared/settings/tenant-settings.schemas';
import { describe, expect, it } from 'vitest';
import {
  criteriaDefaultsFormValuesOf,
  criteriaDefaultsInputOf,
  organizationFormValuesOf,
  organizationInputOf,
  validateOrganization,
} from './organization-form-values';

const settings: TenantSettings = {
  tenantID: '0190a000-0000-7000-8000-0000000000a1',
  name: 'Northwind Mining',
  slug: 'northwind-mining',
  defaultLocale: 'en',
  criteriaDefaults: {
    low: {},
    significant: { minFreeboardM: 1 },
    high: { minFosLongTermStatic: 1.5, floodAepOperation: 1000 },
    very_high: {},
    extreme: { seismicAepClosure: 10000 },
  },
  version: 7,
};

describe('criteria defaults in the form', () => {
  it('shows each value in its class and criterion cell, and every other cell empty', () => {
    const form = criteriaDefaultsFormValuesOf(settings.criteriaDefaults);
    expect(form.high.minFosLongTermStatic).toBe(1.5);
    expect(form.high.floodAepOperation).toBe(1000);
    expect(form.significant.minFreeboardM).toBe(1);
    expect(form.high.minFreeboardM).toBe('');
    expect(Object.values(form.low).every((cell) => cell === '')).toBe(true);
  });

  it('starts every class empty when the tenant names none', () => {
    const form = criteriaDefaultsFormValuesOf({});
    expect(Object.keys(form)).toEqual(['low', 'significant', 'high', 'very_high', 'extreme']);
    expect(form.extreme.minFosPostEarthquake).toBe('');
  });

  it('sends every class with only its filled cells: an empty cell is left out, not null', () => {
    const form = criteriaDefaultsFormValuesOf(settings.criteriaDefaults);
    form.high.minFosLongTermStatic = '';
    form.low.minFreeboardM = 2.5;
    form.very_high.floodAepClosure = '  ';
    expect(criteriaDefaultsInputOf(form)).toEqual({
      low: { minFreeboardM: 2.5 },
      significant: { minFreeboardM: 1 },
      high: { floodAepOperation: 1000 },
      very_high: {},
      extreme: { seismicAepClosure: 10000 },
    });
  });

  it('reads a number typed as text, and keeps what is not a number for the rules to refuse', () => {
    const form = criteriaDefaultsFormValuesOf({});
    form.high.minFosRapidDrawdown = '1.25';
    form.low.minFreeboardM = 'abc';
    const input = criteriaDefaultsInputOf(form);
    expect(input.high).toEqual({ minFosRapidDrawdown: 1.25 });
    expect(input.low).toEqual({ minFreeboardM: 'abc' });
  });

  it('round-trips the saved settings unchanged', () => {
    expect(organizationInputOf(organizationFormValuesOf(settings), settings.version)).toEqual({
      name: 'Northwind Mining',
      defaultLocale: 'en',
      criteriaDefaults: settings.criteriaDefaults,
      version: 7,
    });
  });
});

describe('validateOrganization', () => {
  it('names the cell of a value out of its range, by the path the API uses', () => {
    const form = organizationFormValuesOf(settings);
    form.criteriaDefaults.high.minFosLongTermStatic = 0.2;
    form.criteriaDefaults.low.floodAepOperation = 2.5;
    const errors = validateOrganization(form);
    expect(Object.keys(errors).sort()).toEqual([
      'criteriaDefaults.high.minFosLongTermStatic',
      'criteriaDefaults.low.floodAepOperation',
    ]);
  });

  it('requires a name', () => {
    const form = organizationFormValuesOf(settings);
    form.name = '   ';
    expect(Object.keys(validateOrganization(form))).toEqual(['name']);
  });

  it('accepts the saved settings', () => {
    expect(validateOrganization(organizationFormValuesOf(settings))).toEqual({});
  });
});
