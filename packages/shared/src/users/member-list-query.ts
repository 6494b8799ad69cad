/**
 * The members list query (`GET /api/users`), apart from the registered schemas of
 * `members.schemas.ts`: the web app imports it without pulling registered schemas into its bundle.
 */
import type * as z from 'zod/mini';
import { listQuerySchema } from '../common/list-query';

export const memberSortFields = ['name', 'email', 'role'] as const;

export const memberListQuerySchema = listQuerySchema({
  sortFields: memberSortFields,
  defaultSort: 'name',
  filters: {},
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
