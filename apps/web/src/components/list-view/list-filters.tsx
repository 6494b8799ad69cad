import { Select } from '@mantine/core';

/** Side by side on a phone, beside the search on wider screens. */
export function halfOnPhone(width: number) {
  return { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: width };
}

/**
 * A parent select (site, infrastructure, facility) as a list filter: any parent, or the one chosen,
 * kept in the address as its ID. A parent is named by code and name, so on a phone it takes the
 * whole width ("Cualquier instalación" and "F-001 Cerro Alto Main Embankment" do not fit in half).
 */
export function parentFilterProps(
  value: string | undefined,
  onChange: (parentID: string | undefined) => void,
  width: number,
) {
  return {
    value: value ?? null,
    onChange: (parentID: string | null) => onChange(parentID ?? undefined),
    clearable: true,
    w: { base: '100%', xs: width },
  };
}

interface EnumFilterProps<Value extends string> {
  label: string;
  placeholder: string;
  values: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  width?: number;
}

/** A list filter over one of the register's enumerations (type, phase, class): any, or one of them. */
export function EnumFilter<Value extends string>(props: EnumFilterProps<Value>) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={props.values.map((value) => ({ value, label: props.labelOf(value) }))}
      value={props.value ?? null}
      onChange={(next) => props.onChange(props.values.find((value) => value === next))}
      clearable
      w={halfOnPhone(props.width ?? 200)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
