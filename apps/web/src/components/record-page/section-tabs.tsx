/** A record's sections as tabs; the active one is the route's validated `section` search parameter. */
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RecordSection {
  value: string;
  label: string;
  content: ReactNode;
}

export function SectionTabs({
  sections,
  active,
  onChange,
  label,
}: {
  sections: readonly RecordSection[];
  active: string;
  onChange: (section: string) => void;
  /** Names the tab list for assistive technology. */
  label: string;
}) {
  // A record of one section has nothing to choose between: its content, without a lone tab.
  if (sections.length === 1) return sections[0]!.content;
  return (
    <Tabs value={active} onChange={(value) => value && value !== active && onChange(value)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {sections.map((section) => (
          <Tabs.Tab key={section.value} value={section.value}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section.value} value={section.value} pt="md">
          {section.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
