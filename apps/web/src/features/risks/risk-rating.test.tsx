import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { RiskRatingBadge } from '../../components/risk-rating-badge';
import { ratingAppearance } from '../../lib/risk-rating';
import { installBrowserStubs, renderWithProviders } from './test-utils';

beforeAll(installBrowserStubs);

const scale = [
  { rating: 1, label: 'Low', color: 'green', shade: 6, spanish: 'Bajo' },
  { rating: 2, label: 'Medium', color: 'yellow', shade: 6, spanish: 'Medio' },
  { rating: 3, label: 'High', color: 'orange', shade: 6, spanish: 'Alto' },
  { rating: 4, label: 'Critical', color: 'red', shade: 9, spanish: 'Crítico' },
] as const;

describe('risk rating', () => {
  it.each(scale)('rates $rating as $label in $color', ({ rating, label, color, shade }) => {
    expect(ratingAppearance(rating)).toEqual({ labelKey: `rating.${label.toLowerCase()}`, color: `${color}.${shade}` });
  });

  it.each(scale)('shows rating $rating as a $color badge reading $label', async ({ rating, label, color, shade }) => {
    await renderWithProviders(<RiskRatingBadge rating={rating} />);
    const badge = screen.getByText(label).closest('.mantine-Badge-root');
    expect(badge).not.toBeNull();
    expect((badge as HTMLElement).style.getPropertyValue('--badge-bg')).toBe(`var(--mantine-color-${color}-${shade})`);
  });

  it.each(scale)('reads rating $rating as $spanish in Spanish', async ({ rating, spanish }) => {
    await renderWithProviders(<RiskRatingBadge rating={rating} />, { language: 'es' });
    expect(screen.getByText(spanish)).toBeInTheDocument();
  });

  it('shows a missing residual rating as an en dash announced as "Not rated"', async () => {
    const { container } = await renderWithProviders(<RiskRatingBadge rating={null} />);
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    expect(screen.getByText('–')).toHaveAttribute('aria-hidden');
    expect(container.querySelector('.mantine-Badge-root')).toBeNull();
  });
});
