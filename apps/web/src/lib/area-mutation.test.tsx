import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../test/app-render';
import { createTestQueryClient } from '../test/render';
import { areaKeys } from './area-keys';
import { useAreaMutation } from './area-mutation';
import { SessionProvider } from './session-context';

const tenantA = '0190a000-0000-7000-8000-00000000000a';
const tenantB = '0190a000-0000-7000-8000-00000000000b';
const dams = areaKeys('dams');

function wrapperFor(queryClient: QueryClient, tenantID: string | null) {
  const session = fakeSession(tenantID as string);
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session}>{children}</SessionProvider>
      </QueryClientProvider>
    );
  };
}

/** A cache holding lists and records of two areas in two tenants. */
function filledCache() {
  const queryClient = createTestQueryClient();
  const keys = {
    ownList: dams.list(tenantA, { q: 'crest' }),
    ownRecord: dams.detail(tenantA, 'dam-1'),
    ownHistory: dams.history(tenantA, 'dam-1'),
    otherTenant: dams.list(tenantB, {}),
    otherArea: ['risks', tenantA, 'list', {}],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  const invalidated = () =>
    Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]),
    );
  return { queryClient, invalidated };
}

describe('useAreaMutation', () => {
  it("sends the write for the active tenant, then invalidates that tenant's queries of the area only", async () => {
    const { queryClient, invalidated } = filledCache();
    const mutationFn = vi.fn(async (name: string, tenantID: string) => ({ name, tenantID }));
    const { result } = renderHook(() => useAreaMutation({ keys: dams, mutationFn }), {
      wrapper: wrapperFor(queryClient, tenantA),
    });

    await act(() => result.current.mutateAsync('Main dam'));

    expect(mutationFn).toHaveBeenCalledWith('Main dam', tenantA);
    expect(invalidated()).toEqual({
      ownList: true,
      ownRecord: true,
      ownHistory: true,
      otherTenant: false,
      otherArea: false,
    });
  });

  it('lets the area act on the answer before the invalidation', async () => {
    const { queryClient, invalidated } = filledCache();
    const seen: Array<Record<string, boolean>> = [];
    const { result } = renderHook(
      () =>
        useAreaMutation({
          keys: dams,
          mutationFn: async (name: string) => ({ damID: 'dam-1', name }),
          onSuccess: (saved, _name, context) => {
            seen.push(invalidated());
            context.queryClient.setQueryData(dams.detail(context.tenantID, saved.damID), saved);
          },
        }),
      { wrapper: wrapperFor(queryClient, tenantA) },
    );

    await act(() => result.current.mutateAsync('Renamed dam'));

    expect(seen).toEqual([
      { ownList: false, ownRecord: false, ownHistory: false, otherTenant: false, otherArea: false },
    ]);
    expect(queryClient.getQueryData(dams.detail(tenantA, 'dam-1'))).toEqual({ damID: 'dam-1', name: 'Renamed dam' });
  });

  it('invalidates nothing when the write fails', async () => {
    const { queryClient, invalidated } = filledCache();
    const { result } = renderHook(
      () => useAreaMutation({ keys: dams, mutationFn: () => Promise.reject(new Error('409')) }),
      { wrapper: wrapperFor(queryClient, tenantA) },
    );

    await act(() => expect(result.current.mutateAsync(undefined)).rejects.toThrow('409'));

    expect(Object.values(invalidated()).some(Boolean)).toBe(false);
  });

  it('refuses to write without an active tenant', async () => {
    const mutationFn = vi.fn(async () => 'written');
    const { result } = renderHook(() => useAreaMutation({ keys: dams, mutationFn }), {
      wrapper: wrapperFor(createTestQueryClient(), null),
    });

    await act(() => expect(result.current.mutateAsync(undefined)).rejects.toThrow('No active tenant'));
    expect(mutationFn).not.toHaveBeenCalled();
  });
});
