/** Where a thing is: its coordinates as people read them, and a link to the map (decision 0016). */
import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCoordinate, openStreetMapURL } from '../../lib/coordinates';

/** The coordinates with a link to OpenStreetMap in a new tab (no map tiles are loaded here). */
export function Location({ latitude, longitude }: { latitude: number | null; longitude: number | null }) {
  const { t, i18n } = useTranslation('common');
  if (latitude === null || longitude === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('location.none')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">
          {formatCoordinate(latitude, 'latitude', i18n.language)},{' '}
          {formatCoordinate(longitude, 'longitude', i18n.language)}
        </Text>
      </Group>
      <Anchor href={openStreetMapURL(latitude, longitude)} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          {t('location.openMap')}
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>{t('location.newTab')}</VisuallyHidden>
        </Group>
      </Anchor>
    </Stack>
  );
}
