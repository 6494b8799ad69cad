/** The Information section of a site: its details (or the form editing them), and its history. */
import { useAbility } from '@casl/react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import type { Site } from '@freeboard/shared/sites/sites.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordHistory } from '../../../components/record-history/record-history';
import { siteKeys } from '../api/site-keys';
import { siteHistoryFields } from '../site-history-fields';
import { DeleteSiteButton } from './delete-site-button';
import { EditSiteForm } from './edit-site-form';
import { SiteDetails } from './site-details';

export function SiteInformation({ site, onDeleted }: { site: Site; onDeleted: () => unknown }) {
  const { t, i18n } = useTranslation('sites');
  const ability = useAbility<AppAbility>();
  const [editing, setEditing] = useState(false);
  const historyFields = useMemo(() => siteHistoryFields(i18n), [i18n]);
  const mayUpdate = ability.can('update', 'Site');
  const mayDelete = ability.can('delete', 'Site');
  return (
    <Stack gap="lg">
      {editing ? (
        <EditSiteForm site={site} onDone={() => setEditing(false)} />
      ) : (
        <>
          {mayUpdate || mayDelete ? (
            <Group justify="flex-end" gap="sm">
              {mayUpdate ? (
                <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                  {t('edit.button')}
                </Button>
              ) : null}
              {mayDelete ? <DeleteSiteButton site={site} onDeleted={onDeleted} /> : null}
            </Group>
          ) : null}
          <SiteDetails site={site} />
        </>
      )}
      <RecordHistory subject={{ keys: siteKeys, subjectType: 'Site', subjectID: site.siteID }} fields={historyFields} />
    </Stack>
  );
}
