/**
 * The one record page of every area: the record's code and state above its name, then its sections
 * as tabs bound to `?section=`.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { SectionTabs, type RecordSection } from './section-tabs';

interface RecordPageProps {
  /** The record's name. */
  title: ReactNode;
  /** The browser tab's name of the page: what the heading shows with the code above it ("S-001 Copper Ridge"). */
  pageTitle: string;
  /** Above the name: its code, status and the like. */
  badges?: ReactNode;
  description?: ReactNode;
  sections: readonly RecordSection[];
  activeSection: string;
  onSectionChange: (section: string) => void;
  sectionsLabel: string;
}

export function RecordPage(props: RecordPageProps) {
  usePageTitle(props.pageTitle);
  return (
    <Stack gap="md">
      <div>
        {props.badges ? (
          <Group gap="xs" mb={4}>
            {props.badges}
          </Group>
        ) : null}
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.description ? <Text c="dimmed">{props.description}</Text> : null}
      </div>
      <SectionTabs
        sections={props.sections}
        active={props.activeSection}
        onChange={props.onSectionChange}
        label={props.sectionsLabel}
      />
    </Stack>
  );
}
