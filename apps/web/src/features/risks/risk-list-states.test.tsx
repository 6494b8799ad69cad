import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../lib/api';
import type { Transport } from '../../lib/http';
import { renderInApp, testTenantID as tenantID } from '../../test/app-render';
import { riskSummaryQueryOptions } from './api/get-risks';
import { RiskList } from './components/risk-list';
import { makeControl, makeRisk, summaryOf } from './test-fixtures';
import { createTestQueryClient, installBrowserStubs, registerNamespaces } from './test-utils';
const originalTransport = http.transport;

beforeAll(installBrowserStubs);
afterEach(() => {
  http.transport = originalTransport;
});

/** The register as its page shows it, unfiltered. */
async function renderRegister({
  queryClient,
  language = 'en',
}: { queryClient?: ReturnType<typeof createTestQueryClient>; language?: 'en' | 'es' } = {}) {
  return renderInApp(<RiskList search={{}} onSearchChange={() => undefined} onOpen={() => undefined} />, {
    namespaces: await registerNamespaces(),
    queryClient,
    language,
  });
}

/** Stands in for the network: every request of the shared client gets this answer. */
function answerWith(transport: Transport) {
  http.transport = transport;
}

describe('the risk register’s states', { timeout: 15_000 }, () => {
  it("shows 'Loading...' while the risks are on their way", async () => {
    answerWith(() => new Promise(() => undefined));
    await renderRegister();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryAllByTestId('risk-row')).toHaveLength(0);
  });

  it('shows the cached risks of the tenant', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(riskSummaryQueryOptions(tenantID).queryKey, {
      pages: [{ data: [makeRisk(), makeRisk({ code: 'R-002' })].map(summaryOf), meta: { total: 2, nextCursor: null } }],
      pageParams: [null],
    });
    await renderRegister({ queryClient });
    expect(screen.getAllByTestId('risk-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('counts the register with the separators of the reader’s language', async () => {
    for (const [language, count] of [
      ['en', '10,014 risks'],
      ['es', '10.014 riesgos'],
    ] as const) {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(riskSummaryQueryOptions(tenantID).queryKey, {
        pages: [{ data: [makeRisk()].map(summaryOf), meta: { total: 10_014, nextCursor: null } }],
        pageParams: [null],
      });
      const { unmount } = await renderRegister({ queryClient, language });
      expect(screen.getByText(count)).toBeInTheDocument();
      unmount();
    }
  });

  it('reads the register a page at a time, following the cursor of the page before', async () => {
    const pages: Record<string, { codes: string[]; nextCursor: string | null }> = {
      first: { codes: ['R-001', 'R-002'], nextCursor: 'after-R-002' },
      'after-R-002': { codes: ['R-003'], nextCursor: null },
    };
    const cursors: (string | undefined)[] = [];
    answerWith(async (request) => {
      if (request.url !== '/risks/summary') return { status: 200, data: { data: [], meta: { nextCursor: null } } };
      const cursor = (request.params as Record<string, string> | undefined)?.cursor;
      cursors.push(cursor);
      const page = pages[cursor ?? 'first']!;
      return {
        status: 200,
        data: {
          data: page.codes.map((code) => summaryOf(makeRisk({ code }))),
          meta: { total: 3, nextCursor: page.nextCursor },
        },
      };
    });
    await renderRegister();
    // Two rows fill less than the list's height: the next page is asked for at once.
    await waitFor(() => expect(screen.getAllByTestId('risk-row')).toHaveLength(3), { timeout: 5000 });
    expect(cursors).toEqual([undefined, 'after-R-002']);
    expect(screen.getByText('3 risks')).toBeInTheDocument();
  });

  it('says so when the tenant has no risks', async () => {
    answerWith(async () => ({
      data: { data: [], meta: { total: 0, nextCursor: null } },
      status: 200,
    }));
    await renderRegister();
    expect(await screen.findByText('No risks yet')).toBeInTheDocument();
  });

  it('offers a retry when the request fails, and shows the risks once it succeeds', async () => {
    let fail = true;
    answerWith(async () => {
      if (fail) throw new Error('Server error');
      return {
        data: { data: [summaryOf(makeRisk())], meta: { total: 1, nextCursor: null } },
        status: 200,
      };
    });
    await renderRegister();
    expect(await screen.findByText('The risks could not be loaded')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('risk-row')).toBeInTheDocument();
  });

  it("reads a risk's controls when its row unfolds, and offers a retry when that fails", async () => {
    const risk = makeRisk({ controls: [makeControl({ code: 'C-007', description: 'Weekly freeboard survey' })] });
    const requested: string[] = [];
    let failDetail = true;
    answerWith(async (config) => {
      // The owner filter asks for the tenant's members; only the register's own calls count here.
      if (config.url?.startsWith('/risks')) requested.push(config.url);
      if (config.url === `/risks/${risk.riskID}`) {
        if (failDetail) throw new Error('Server error');
        return { data: { data: risk }, status: 200 };
      }
      return {
        data: { data: [summaryOf(risk)], meta: { total: 1, nextCursor: null } },
        status: 200,
      };
    });
    const user = userEvent.setup();
    await renderRegister();
    await screen.findByTestId('risk-row');
    expect(requested).toEqual(['/risks/summary']);

    await user.click(screen.getByRole('button', { name: 'Show the controls of R-001' }));
    expect(await screen.findByText('The controls of R-001 could not be loaded')).toBeInTheDocument();
    expect(requested).toEqual(['/risks/summary', `/risks/${risk.riskID}`]);

    failDetail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Weekly freeboard survey')).toBeInTheDocument();
    expect(screen.getByTestId('control-row')).toHaveTextContent('C-007');
  });
});
