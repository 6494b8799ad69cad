import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CriticalControlSummary } from './components/critical-control-summary';
import { installBrowserStubs, renderWithProviders } from './test-utils';

beforeAll(installBrowserStubs);

describe('CriticalControlSummary', () => {
  it('reads "2 critical · 1 not in place" and stands out when a critical control is missing', async () => {
    await renderWithProviders(<CriticalControlSummary critical={2} notInPlace={1} />);
    const text = screen.getByText('2 critical · 1 not in place');
    expect(text.closest('[data-alert="true"]')).not.toBeNull();
  });

  it('says all are in place, without alarm, when they are', async () => {
    await renderWithProviders(<CriticalControlSummary critical={1} notInPlace={0} />);
    const text = screen.getByText('1 critical · all in place');
    expect(text.closest('[data-alert="true"]')).toBeNull();
  });

  it('says so when a risk has no critical control', async () => {
    await renderWithProviders(<CriticalControlSummary critical={0} notInPlace={0} />);
    expect(screen.getByText('No critical controls')).toBeInTheDocument();
  });

  it('agrees in number in Spanish', async () => {
    await renderWithProviders(<CriticalControlSummary critical={2} notInPlace={2} />, { language: 'es' });
    expect(screen.getByText('2 críticos · 2 no implementados')).toBeInTheDocument();
  });
});
