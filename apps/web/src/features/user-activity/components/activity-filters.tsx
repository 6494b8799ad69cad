/**
 * The trail's filters beside its search: the person who acted, the record type, the action and a
 * range of days. Each is kept in the address by the page.
 */
import { Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonSelect } from '../../../components/form/searched-pickers';
import { EnumFilter, halfOnPhone } from '../../../components/list-view/list-filters';
import { activityActionGroups, actionLabel, knownActivityActions, type ActivityActionGroup } from '../activity-actions';
import { activitySubjectTypes, isFilterDay, type ActivitySearch } from '../activity-search';

interface ActivityFiltersProps {
  search: ActivitySearch;
  onChange: (changes: Partial<ActivitySearch>) => void;
  /** The chosen person's name as the entries give it, for before the member choices are in. */
  personName: string | undefined;
}

export function ActivityFilters({ search, onChange, personName }: ActivityFiltersProps) {
  const { t, i18n } = useTranslation('activity');
  const actionChoices = useMemo(() => {
    const groups = (Object.keys(activityActionGroups) as ActivityActionGroup[]).map((group) => ({
      group: t(`filters.actionGroups.${group}`),
      items: activityActionGroups[group].map((action) => ({ value: action, label: actionLabel(t, i18n, action) })),
    }));
    // An action from the address that no group holds (an older entry's) stays choosable, as recorded.
    const chosen = search.action;
    return chosen && !knownActivityActions.includes(chosen)
      ? [...groups, { group: t('filters.actionGroups.other'), items: [{ value: chosen, label: chosen }] }]
      : groups;
  }, [t, i18n, search.action]);
  return (
    <>
      <PersonSelect
        label={t('filters.person')}
        placeholder={t('filters.anyPerson')}
        value={search.actorID ?? null}
        chosenLabel={personName}
        onChange={(actorID) => onChange({ actorID: actorID ?? undefined })}
        inactiveChoosable
        w={{ base: '100%', xs: 220 }}
      />
      <EnumFilter
        label={t('filters.subjectType')}
        placeholder={t('filters.anySubjectType')}
        values={[...activitySubjectTypes].sort((a, b) => t(`subjectTypes.${a}`).localeCompare(t(`subjectTypes.${b}`)))}
        labelOf={(subjectType) => t(`subjectTypes.${subjectType}`)}
        value={search.subjectType}
        onChange={(subjectType) => onChange({ subjectType })}
        width={180}
      />
      <Select
        label={t('filters.action')}
        placeholder={t('filters.anyAction')}
        data={actionChoices}
        value={search.action ?? null}
        onChange={(action) => onChange({ action: action ?? undefined })}
        searchable
        clearable
        nothingFoundMessage={t('filters.noAction')}
        w={halfOnPhone(220)}
        comboboxProps={{ withinPortal: true }}
      />
      <DayFilter
        label={t('filters.from')}
        value={search.from}
        max={search.to}
        onChange={(from) => onChange({ from })}
      />
      <DayFilter label={t('filters.to')} value={search.to} min={search.from} onChange={(to) => onChange({ to })} />
    </>
  );
}

interface DayFilterProps {
  label: string;
  /** The day in effect (from the address). */
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}

/**
 * A day of the range. While a year is being typed the field holds days like `0002-03-12`: those
 * stay in the field and only a day the API takes (or none) reaches the list.
 */
function DayFilter({ label, value, min, max, onChange }: DayFilterProps) {
  const [text, setText] = useState(value ?? '');
  // The address changed by other means (back button, cleared filters): show its day.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <TextInput
      type="date"
      label={label}
      value={text}
      min={min}
      max={max}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        if (next === '') onChange(undefined);
        else if (isFilterDay(next)) onChange(next);
      }}
      w={halfOnPhone(160)}
    />
  );
}
