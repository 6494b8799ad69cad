/**
 * The Organization form: the name, the default language and a grid of criteria defaults (one value
 * per consequence class and criterion). An empty cell is a criterion the tenant does not set for
 * that class, so it is left out of the class's values; every class is sent, so clearing a cell
 * clears it on the server too ("a class named gets exactly the values given").
 */
import {
  consequenceClasses,
  criterionKeys,
  type ConsequenceClass,
  type CriterionKey,
} from '@freeboard/shared/common/assets';
import type { CriteriaValues } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import {
  updateTenantSettingsInputSchema,
  type TenantSettings,
  type UpdateTenantSettingsInput,
} from '@freeboard/shared/settings/tenant-settings.schemas';
import { zodValidate } from '../../lib/form-validation';

/** A cell as the number input holds it: a number, empty for not set, or what was typed. */
export type CriteriaDefaultsFormValues = Record<ConsequenceClass, Record<CriterionKey, number | string>>;

export interface OrganizationFormValues {
  name: string;
  defaultLocale: TenantSettings['defaultLocale'];
  criteriaDefaults: CriteriaDefaultsFormValues;
}

/** The form's fields by the names the API's problems use (`criteriaDefaults.high.minFreeboardM`). */
export const organizationFormFields = [
  'name',
  'defaultLocale',
  ...consequenceClasses.flatMap((consequenceClass) =>
    criterionKeys.map((key) => criteriaDefaultPath(consequenceClass, key)),
  ),
];

export function criteriaDefaultPath(consequenceClass: ConsequenceClass, key: CriterionKey) {
  return `criteriaDefaults.${consequenceClass}.${key}` as const;
}

export function criteriaDefaultsFormValuesOf(
  defaults: Partial<Record<ConsequenceClass, CriteriaValues>>,
): CriteriaDefaultsFormValues {
  return Object.fromEntries(
    consequenceClasses.map((consequenceClass) => [
      consequenceClass,
      Object.fromEntries(criterionKeys.map((key) => [key, defaults[consequenceClass]?.[key] ?? ''])),
    ]),
  ) as CriteriaDefaultsFormValues;
}

/** Each class's values as the API takes them: empty cells left out, anything typed kept for the schema to judge. */
export function criteriaDefaultsInputOf(
  form: CriteriaDefaultsFormValues,
): NonNullable<UpdateTenantSettingsInput['criteriaDefaults']> {
  return Object.fromEntries(
    consequenceClasses.map((consequenceClass) => {
      const values: CriteriaValues = {};
      for (const key of criterionKeys) {
        const cell = form[consequenceClass][key];
        if (typeof cell === 'number') values[key] = cell;
        else if (cell.trim() !== '') {
          const parsed = Number(cell);
          // Not a number: sent as typed, so the shared schema reports it on its cell.
          values[key] = Number.isFinite(parsed) ? parsed : (cell as unknown as number);
        }
      }
      return [consequenceClass, values];
    }),
  );
}

export function organizationFormValuesOf(settings: TenantSettings): OrganizationFormValues {
  return {
    name: settings.name,
    defaultLocale: settings.defaultLocale,
    criteriaDefaults: criteriaDefaultsFormValuesOf(settings.criteriaDefaults),
  };
}

export function organizationInputOf(form: OrganizationFormValues, version: number): UpdateTenantSettingsInput {
  return {
    name: form.name,
    defaultLocale: form.defaultLocale,
    criteriaDefaults: criteriaDefaultsInputOf(form.criteriaDefaults),
    version,
  };
}

const validateInput = zodValidate(updateTenantSettingsInputSchema);

export function validateOrganization(form: OrganizationFormValues): Record<string, string> {
  // The version is the form's own business, not a field: any valid one checks the values.
  return validateInput(organizationInputOf(form, 1));
}
