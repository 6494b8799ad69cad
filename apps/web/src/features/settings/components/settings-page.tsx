/**
 * `/settings`: the organization's settings for its administrators (`manage Settings`), one tab per
 * section — the organization itself, the risk matrix, single sign-on — so each section's `Save`
 * is the only one on screen. Anyone else is told the page is for administrators.
 * Not a declared area: one record per tenant, in sections.
 */
import { useAbility } from '@casl/react';
import { Alert, Stack } from '@mantine/core';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/page-heading';
import { SectionTabs } from '../../../components/record-page/section-tabs';
import { usePageTitle } from '../../../lib/page-title';
import { settingsSections, type SettingsSection } from '../settings-sections';
import { OrganizationSection } from './organization-section';
import { RiskMatrixPanel } from './risk-matrix-panel';
import { SingleSignOnSection } from './single-sign-on-section';

const sectionContent: Record<SettingsSection, () => ReactNode> = {
  organization: () => <OrganizationSection />,
  'risk-matrix': () => <RiskMatrixPanel editable />,
  'single-sign-on': () => <SingleSignOnSection />,
};

export function SettingsPage({
  section,
  onSectionChange,
}: {
  section: SettingsSection;
  onSectionChange: (section: SettingsSection) => void;
}) {
  const { t } = useTranslation('settings');
  const ability = useAbility<AppAbility>();
  const mayManage = ability.can('manage', 'Settings');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} description={t('description')} />
      {mayManage ? (
        <SectionTabs
          label={t('sections.label')}
          active={section}
          onChange={(next) => onSectionChange(next as SettingsSection)}
          sections={settingsSections.map((value) => ({
            value,
            label: t(`sections.${value}`),
            content: sectionContent[value](),
          }))}
        />
      ) : (
        <Alert variant="light" color="gray" title={t('notAllowed.title')}>
          {t('notAllowed.text')}
        </Alert>
      )}
    </Stack>
  );
}
