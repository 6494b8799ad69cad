/**
 * A control's verifications: `GET /api/controls/{controlID}/verifications` (newest first) and
 * `POST` one. Kept under the control's record, so recording one refreshes the control (its last
 * result, next due date, overdue) with it; risks read their controls' results for their suggested
 * residual rating, so they are refreshed too.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  verificationListResponseSchema,
  verificationSchema,
  type CreateVerificationInput,
} from '@freeboard/shared/risks/controls.schemas';
import * as z from 'zod/mini';
import { http } from '../../../lib/api';
import { areaKeys } from '../../../lib/area-keys';
import { useAreaMutation } from '../../../lib/area-mutation';
import { forTenant, tenantOf } from '../../../lib/tenant-scope';

export const controlKeys = areaKeys('controls');

const path = (controlID: string) => `/controls/${encodeURIComponent(controlID)}/verifications`;

export function verificationsQueryOptions(tenantID: string | null, controlID: string) {
  return queryOptions({
    queryKey: [...controlKeys.detail(tenantID, controlID), 'verifications'] as const,
    queryFn: async ({ queryKey }) => {
      const response = await http.get(path(controlID), forTenant(tenantOf(queryKey)));
      return verificationListResponseSchema.parse(response.data).data;
    },
    enabled: tenantID !== null,
  });
}

export function useRecordVerification(controlID: string) {
  return useAreaMutation({
    keys: controlKeys,
    mutationFn: async (input: CreateVerificationInput, tenantID) => {
      const response = await http.post(path(controlID), input, forTenant(tenantID));
      return z.object({ data: verificationSchema }).parse(response.data).data;
    },
    onSuccess: async (_verification, _input, { queryClient, tenantID }) => {
      void queryClient.invalidateQueries({ queryKey: ['risks', tenantID] });
    },
  });
}
