/**
 * The criteria defaults as a grid: a row per criterion (grouped as on an asset's Criteria section),
 * a column per consequence class, a number in each cell. Names and class labels are the asset
 * register's own words (`assetSafety` namespace), so both pages call each criterion the same.
 */
import { NumberInput, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { consequenceClasses, criterionKeys, type CriterionKey } from '@freeboard/shared/common/assets';
import { criterionUnits, type CriterionUnit } from '@freeboard/shared/design-criteria/design-criteria.schemas';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { criteriaDefaultPath, type OrganizationFormValues } from '../organization-form-values';
import classes from './criteria-defaults-table.module.css';

/** The groups follow the units: design events are return periods, then freeboard, then factors of safety. */
const unitGroups = [
  { unit: 'years', group: 'designEvents' },
  { unit: 'm', group: 'freeboard' },
  { unit: 'ratio', group: 'factorsOfSafety' },
] as const satisfies readonly { unit: CriterionUnit; group: string }[];

/** Input limits by unit: whole years, metres to the centimetre, factors of safety to three decimals. */
const unitInput = {
  years: { allowDecimal: false, decimalScale: 0 },
  m: { allowDecimal: true, decimalScale: 2 },
  ratio: { allowDecimal: true, decimalScale: 3 },
} as const;

function keysOfUnit(unit: CriterionUnit): CriterionKey[] {
  return criterionKeys.filter((key) => criterionUnits[key] === unit);
}

/** "Long-term static" inside a sentence: "…, long-term static, …". */
function inSentence(name: string, language: string): string {
  return name.charAt(0).toLocaleLowerCase(language) + name.slice(1);
}

export function CriteriaDefaultsTable({ form }: { form: UseFormReturnType<OrganizationFormValues> }) {
  const { t, i18n } = useTranslation('settings');
  const { t: safety } = useTranslation('assetSafety');
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        className={classes.table}
        verticalSpacing={6}
        horizontalSpacing="xs"
        aria-label={t('criteriaDefaults.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.criterion}>
              {t('criteriaDefaults.criterion')}
            </Table.Th>
            {consequenceClasses.map((consequenceClass) => (
              <Table.Th key={consequenceClass} scope="col" className={classes.classHead}>
                {safety(`consequenceClasses.${consequenceClass}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {unitGroups.map(({ unit, group }) => (
            <Fragment key={group}>
              <Table.Tr className={classes.groupRow}>
                <Table.Th scope="colgroup" colSpan={consequenceClasses.length + 1}>
                  {safety(`criteria.groups.${group}`)}
                  <Text span size="xs" c="dimmed" fw={400} ml="xs">
                    {t(`criteriaDefaults.units.${unit}`)}
                  </Text>
                </Table.Th>
              </Table.Tr>
              {keysOfUnit(unit).map((key) => {
                const name = safety(`criteria.keys.${key}`);
                return (
                  <Table.Tr key={key}>
                    <Table.Th scope="row" fw={500} className={classes.criterion}>
                      {name}
                    </Table.Th>
                    {consequenceClasses.map((consequenceClass) => (
                      <Table.Td key={consequenceClass}>
                        <NumberInput
                          size="xs"
                          aria-label={t(`criteriaDefaults.cellLabel.${unit}`, {
                            criterion: unit === 'ratio' ? inSentence(name, i18n.language) : name,
                            class: safety(`consequenceClasses.${consequenceClass}`),
                          })}
                          hideControls
                          clampBehavior="none"
                          {...unitInput[unit]}
                          {...form.getInputProps(criteriaDefaultPath(consequenceClass, key))}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
