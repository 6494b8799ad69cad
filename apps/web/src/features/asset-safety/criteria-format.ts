/**
 * Design criteria as people read them (DOMAIN.md): return periods as "1 in 10,000 years", freeboard
 * in metres, factors of safety with two decimals (three where the value has them), in the user's
 * language. The groups follow the way engineers think of them.
 */
import type { CriterionKey } from '@freeboard/shared/common/assets';
import type { CriterionUnit } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intl-formats';

export const criterionGroups = [
  {
    group: 'designEvents',
    keys: ['floodAepOperation', 'floodAepClosure', 'seismicAepOperation', 'seismicAepClosure'],
  },
  { group: 'freeboard', keys: ['minFreeboardM'] },
  {
    group: 'factorsOfSafety',
    keys: [
      'minFosEndOfConstruction',
      'minFosLongTermStatic',
      'minFosRapidDrawdown',
      'minFosPseudoStatic',
      'minFosPostEarthquake',
    ],
  },
] as const satisfies readonly { group: string; keys: readonly CriterionKey[] }[];

export type CriterionGroup = (typeof criterionGroups)[number]['group'];

export function formatFactorOfSafety(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(value);
}

export function formatCriterionValue(
  value: number,
  unit: CriterionUnit,
  language: string,
  t: TFunction<'assetSafety'>,
): string {
  switch (unit) {
    case 'years':
      return t('values.returnPeriod', { years: numberFormat(language).format(value) });
    case 'm':
      return t('values.metres', {
        value: numberFormat(language, { maximumFractionDigits: 2 }).format(value),
      });
    case 'ratio':
      return formatFactorOfSafety(value, language);
  }
}
