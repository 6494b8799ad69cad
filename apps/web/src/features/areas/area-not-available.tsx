/**
 * The frame of an area that later releases fill: its title and what it will hold, with a clear
 * notice that it is not available yet. No invented data.
 */
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface AreaNotAvailableProps {
  /** Key under `areas.` in the `areas` namespace. */
  area: string;
  /** Tabs for a record's sections, bound to the `section` search parameter. */
  sections?: { active: string; all: readonly string[]; onChange: (section: string) => void };
}

export function AreaNotAvailable({ area, sections }: AreaNotAvailableProps) {
  const { t } = useTranslation('areas');
  const notice = (
    <Alert
      role="note"
      variant="light"
      color="reservoir"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('notAvailable.title')}
    >
      {t('notAvailable.text')}
    </Alert>
  );
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t(`${area}.title`)}
        </Title>
        <Text c="dimmed">{t(`${area}.description`)}</Text>
      </div>
      {sections ? (
        <Tabs value={sections.active} onChange={(value) => value && sections.onChange(value)} keepMounted={false}>
          <Tabs.List>
            {sections.all.map((section) => (
              <Tabs.Tab key={section} value={section}>
                {t(`sections.${section}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.all.map((section) => (
            <Tabs.Panel key={section} value={section} pt="md">
              {notice}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        notice
      )}
    </Stack>
  );
}
