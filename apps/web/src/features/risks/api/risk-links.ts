/**
 * What a risk's Controls and Actions sections read and write: controls to link (`GET
 * /api/controls?q=`), a new control made on the spot (`POST /api/controls`), the risk's links
 * (`PATCH /api/risks/{id}` with `controlIDs` and the version read), and the actions raised from it
 * (`GET /api/actions?riskID=`).
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataEnvelope } from '@freeboard/shared/common/common.schemas';
import {
  controlListResponseSchema,
  controlSchema,
  type CreateControlInput,
} from '@freeboard/shared/risks/controls.schemas';
import { http } from '../../../lib/api';
import { areaKeys } from '../../../lib/area-keys';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';
import { riskApi, riskKeys, type RiskRecord } from './get-risks';

export const controlKeys = areaKeys('controls');
export const actionKeys = areaKeys('actions');

const controlChoicesLimit = 20;

export function controlChoicesQueryOptions(tenantID: string | null, q: string) {
  return queryOptions({
    queryKey: controlKeys.list(tenantID, { q, limit: controlChoicesLimit }),
    queryFn: async ({ queryKey }) => {
      const params = { limit: controlChoicesLimit, ...(q ? { q } : {}) };
      const response = await http.get('/controls', { params, ...forTenant(tenantOf(queryKey)) });
      return controlListResponseSchema.parse(response.data).data;
    },
    enabled: tenantID !== null,
    placeholderData: keepPreviousData,
  });
}

/** The risk's controls replaced by `controlIDs`, at the version read; the saved risk goes into the cache. */
export function useLinkControls(riskID: string) {
  return useAreaMutation({
    keys: riskKeys,
    mutationFn: ({ controlIDs, version }: { controlIDs: string[]; version: number }, tenantID) =>
      riskApi.update(tenantID, riskID, { controlIDs, version }),
    onSuccess: (risk: RiskRecord, _input, { tenantID, queryClient }) => {
      queryClient.setQueryData(riskKeys.detail(tenantID, riskID), risk);
      // Controls count the risks they are linked to.
      void queryClient.invalidateQueries({ queryKey: controlKeys.all(tenantID) });
    },
  });
}

const controlAnswerSchema = dataEnvelope(controlSchema);

export function useCreateControl() {
  return useAreaMutation({
    keys: controlKeys,
    mutationFn: async (input: CreateControlInput, tenantID) => {
      const response = await http.post('/controls', input, forTenant(tenantID));
      return controlAnswerSchema.parse(response.data).data;
    },
  });
}
