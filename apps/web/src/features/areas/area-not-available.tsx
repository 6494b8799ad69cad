/**
 * The frame of an area that later releases fill: its title and what it will hold, with a clear
 * notice that it is not available yet. No invented data.
 */
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotAvailableNotice } from '../../components/not-available-notice';
import { PageHeading } from '../../components/page-heading';
import { SectionTabs } from '../../components/record-page/section-tabs';
import { usePageTitle } from '../../lib/page-title';

interface AreaNotAvailableProps {
  /** Key under `areas.` in the `areas` namespace. */
  area: string;
  /** Tabs for a record's sections, bound to the `section` search parameter. */
  sections?: { active: string; all: readonly string[]; onChange: (section: string) => void };
}

export function AreaNotAvailable({ area, sections }: AreaNotAvailableProps) {
  const { t } = useTranslation('areas');
  usePageTitle(t(`${area}.title`));
  return (
    <Stack gap="md">
      <PageHeading title={t(`${area}.title`)} description={t(`${area}.description`)} />
      {sections ? (
        <SectionTabs
          sections={sections.all.map((section) => ({
            value: section,
            label: t(`sections.${section}`),
            content: <NotAvailableNotice />,
          }))}
          active={sections.active}
          onChange={sections.onChange}
          label={t('sections.label')}
        />
      ) : (
        <NotAvailableNotice />
      )}
    </Stack>
  );
}
