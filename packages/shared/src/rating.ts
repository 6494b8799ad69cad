/** The risk rating scale: 1 Low (green), 2 Medium (amber), 3 High (orange), 4 Critical (red). */
export const riskRatings = [1, 2, 3, 4] as const;
export type RiskRating = (typeof riskRatings)[number];

export const riskRatingScale: Record<RiskRating, { label: 'Low' | 'Medium' | 'High' | 'Critical'; color: string }> = {
  1: { label: 'Low', color: 'green' },
  2: { label: 'Medium', color: 'amber' },
  3: { label: 'High', color: 'orange' },
  4: { label: 'Critical', color: 'red' },
};
