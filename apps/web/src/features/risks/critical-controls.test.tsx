import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CriticalControlSummary } from './components/critical-control-summary';
import { criticalControlStatus } from './critical-controls';
import { makeControl } from './test-fixtures';
import { installBrowserStubs, renderWithProviders } from './test-utils';

beforeAll(installBrowserStubs);

describe('critical-control status', () => {
  it('counts the critical controls and those of them not in place (planned included)', () => {
    const controls = [
      makeControl({ critical: true, status: 'in-place' }),
      makeControl({ critical: true, status: 'not-in-place' }),
      makeControl({ critical: true, status: 'planned' }),
      makeControl({ critical: false, status: 'not-in-place' }),
    ];
    expect(criticalControlStatus(controls)).toEqual({ critical: 3, notInPlace: 2 });
  });

  it('is zero for a risk without controls or without critical ones', () => {
    expect(criticalControlStatus([])).toEqual({ critical: 0, notInPlace: 0 });
    expect(criticalControlStatus([makeControl({ critical: false, status: 'planned' })])).toEqual({
      critical: 0,
      notInPlace: 0,
    });
  });

  it('reads "2 critical · 1 not in place" and stands out when a critical control is missing', async () => {
    await renderWithProviders(
      <CriticalControlSummary
        controls={[
          makeControl({ critical: true, status: 'in-place' }),
          makeControl({ critical: true, status: 'not-in-place' }),
        ]}
      />,
    );
    const text = screen.getByText('2 critical · 1 not in place');
    expect(text.closest('[data-alert="true"]')).not.toBeNull();
  });

  it('says all are in place, without alarm, when they are', async () => {
    await renderWithProviders(<CriticalControlSummary controls={[makeControl({ critical: true })]} />);
    const text = screen.getByText('1 critical · all in place');
    expect(text.closest('[data-alert="true"]')).toBeNull();
  });

  it('says so when a risk has no critical control', async () => {
    await renderWithProviders(<CriticalControlSummary controls={[makeControl()]} />);
    expect(screen.getByText('No critical controls')).toBeInTheDocument();
  });

  it('agrees in number in Spanish', async () => {
    await renderWithProviders(
      <CriticalControlSummary
        controls={[
          makeControl({ critical: true, status: 'planned' }),
          makeControl({ critical: true, status: 'not-in-place' }),
        ]}
      />,
      { language: 'es' },
    );
    expect(screen.getByText('2 críticos · 2 no implementados')).toBeInTheDocument();
  });
});
