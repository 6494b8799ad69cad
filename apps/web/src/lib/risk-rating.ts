/**
 * How a risk rating reads and looks (spec §3): the shared scale, amber drawn as Mantine's yellow.
 * Fixed shades, the same in both colour schemes, each dark or light enough for its label to keep a
 * 4.5:1 contrast (black on green, yellow and orange; white on the deep red).
 */
import { riskRatingScale, riskRatings, type RiskRating } from '@freeboard/shared/rating';

const mantineColor: Record<string, string> = { green: 'green.6', amber: 'yellow.6', orange: 'orange.6', red: 'red.9' };

export interface RatingAppearance {
  /** Translation key in the `risks` namespace. */
  labelKey: string;
  color: string;
}

export function isRiskRating(value: number): value is RiskRating {
  return (riskRatings as readonly number[]).includes(value);
}

export function ratingAppearance(rating: RiskRating): RatingAppearance {
  const { label, color } = riskRatingScale[rating];
  return { labelKey: `rating.${label.toLowerCase()}`, color: mantineColor[color] ?? color };
}
