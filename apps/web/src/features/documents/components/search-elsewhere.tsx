/**
 * Above a searched section: where else the same search finds documents — the other sections, and
 * the documents filed under assets, which only `All` lists — each a button that shows them.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { assetTypes } from '@freeboard/shared/common/assets';
import type { DocumentSearchSections, DocumentSection } from '@freeboard/shared/documents/documents.schemas';
import { useTranslation } from 'react-i18next';

interface SearchElsewhereProps {
  section: DocumentSection;
  counts: DocumentSearchSections;
  /** Whether the section on screen found nothing. */
  nothingHere: boolean;
  onShowSection: (section: DocumentSection) => void;
}

interface Place {
  key: string;
  label: string;
  target: DocumentSection;
}

const placedSections = ['social', 'corporate', 'unassigned'] as const;

/** The other places the search found documents in, as seen from `section`. */
export function placesElsewhere(section: DocumentSection, counts: DocumentSearchSections) {
  // `All` holds every document: nothing is elsewhere from it.
  if (section === 'all') return [];
  return [
    ...placedSections
      .filter((other) => other !== section && counts.sections[other] > 0)
      .map((other) => ({ kind: 'section' as const, name: other, count: counts.sections[other], target: other })),
    ...assetTypes
      .filter((assetType) => counts.assets[assetType] > 0)
      .map((assetType) => ({
        kind: 'asset' as const,
        name: assetType,
        count: counts.assets[assetType],
        target: 'all' as const,
      })),
  ];
}

export function SearchElsewhere({ section, counts, nothingHere, onShowSection }: SearchElsewhereProps) {
  const { t } = useTranslation('documents');
  const places: Place[] = placesElsewhere(section, counts).map((place) => {
    const options = {
      count: place.count,
      shown: counts.countsAreLowerBounds ? t('elsewhere.atLeast', { count: place.count }) : String(place.count),
    };
    return {
      key: `${place.kind}:${place.name}`,
      label:
        place.kind === 'section'
          ? t('elsewhere.inSection', { ...options, section: t(`sections.${place.name}`) })
          : t(`elsewhere.underAssets.${place.name}`, options),
      target: place.target,
    };
  });
  if (places.length === 0) return null;
  const introduction = nothingHere
    ? t('elsewhere.instead', { section: t(`sections.${section}`) })
    : t('elsewhere.also', { section: t(`sections.${section}`) });
  return (
    <Paper withBorder radius="md" p="sm" role="region" aria-label={t('elsewhere.label')}>
      <Group gap="xs" align="center" wrap="wrap">
        <Text size="sm">{introduction}</Text>
        {places.map((place) => (
          <Button
            key={place.key}
            variant="light"
            size="compact-sm"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            onClick={() => onShowSection(place.target)}
            // A long place name wraps inside its button rather than running out of it.
            styles={{
              root: { paddingBlock: 4 },
              label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 },
            }}
            h="auto"
            mih={26}
          >
            {place.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
