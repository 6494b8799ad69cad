/**
 * The Consequence rating section of a cross-section (DOMAIN.md, GISTM 4.1): the current rating with
 * each category's class and the evidence, then the earlier ratings. `Rate` / `Re-rate` (with the
 * ability) adds a new rating; a rating is never edited.
 */
import { useAbility } from '@casl/react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AppAbility } from '@freeboard/shared/auth/abilities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantID } from '../../../lib/session-context';
import { consequenceRatingsQueryOptions } from '../api/get-consequence-ratings';
import { CurrentRating } from './current-rating';
import { EarlierRatings } from './earlier-ratings';
import { RatingForm } from './rating-form';
import { SectionHeading } from './section-heading';
import { SectionQueryState } from './section-query-state';

export function ConsequenceRatingSection({ crossSectionID }: { crossSectionID: string }) {
  const { t } = useTranslation('assetSafety');
  const tenantID = useTenantID();
  const ability = useAbility<AppAbility>();
  const query = useQuery(consequenceRatingsQueryOptions(tenantID, crossSectionID));
  const [rating, setRating] = useState(false);
  const mayRate = ability.can('update', 'CrossSection');
  const current = query.data?.[0];

  return (
    <Stack gap="md" component="section" aria-labelledby="rating-title">
      <SectionHeading
        id="rating-title"
        title={t('rating.title')}
        description={t('rating.description')}
        action={
          mayRate && !rating && query.isSuccess ? (
            <Button leftSection={<IconScale size={16} aria-hidden />} onClick={() => setRating(true)}>
              {t(current ? 'rating.rerate' : 'rating.rate')}
            </Button>
          ) : null
        }
      />
      <SectionQueryState
        query={query}
        error={{ title: t('rating.error.title'), description: t('rating.error.description') }}
      >
        {(ratings) => (
          <>
            {rating ? (
              <RatingForm crossSectionID={crossSectionID} current={ratings[0]} onDone={() => setRating(false)} />
            ) : null}
            {ratings[0] ? (
              <CurrentRating rating={ratings[0]} />
            ) : (
              <Alert color="gray" variant="light" title={t('rating.notRated.title')}>
                {t('rating.notRated.text')}
              </Alert>
            )}
            {ratings.length > 1 ? <EarlierRatings ratings={ratings.slice(1)} /> : null}
          </>
        )}
      </SectionQueryState>
    </Stack>
  );
}
