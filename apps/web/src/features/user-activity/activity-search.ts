/**
 * The User activity page's search parameters: the search text and the filters person, record type,
 * action and a range of days (the shared activity query, CONTRACT §9 "Administration"; each invalid
 * value dropped from the address). The trail is always read newest first, so the address holds no
 * sort. The days are the reader's own: `from` starts at that day's first moment in the reader's time
 * zone and `to` ends at its last, as the API's `from` and `to` are moments.
 */
import { activityListQuerySchema, type ActivityListQuery } from '@freeboard/shared/activity/activity-list-query';
import { subjects, type Subject } from '@freeboard/shared/auth/ability-names';
import * as z from 'zod/mini';
import { listFiltersOf, listSearchSchema } from '../../lib/list-search';

/** Every ability subject an entry may be about; `all` names none. */
export const activitySubjectTypes = subjects.filter((subject): subject is Exclude<Subject, 'all'> => subject !== 'all');

/** The first year the API takes in a moment; a date field passes through years like `0002` as one types. */
export const firstDayYear = 1800;

/** A calendar day, `2026-03-12`, from a year the API takes. */
export function isFilterDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && Number(value.slice(0, 4)) >= firstDayYear;
}

const daySchema = z.iso.date().check(z.refine(isFilterDay));

const { actorID, action } = activityListQuerySchema.shape;

export const activitySearchSchema = z.omit(
  listSearchSchema({
    sortFields: ['createdAt'],
    filters: { actorID, subjectType: z.enum(activitySubjectTypes), action, from: daySchema, to: daySchema },
  }),
  { sort: true },
);

export type ActivitySearch = z.infer<typeof activitySearchSchema>;

/** What the list and the export are asked for: the set filters, the days as moments. */
export type ActivityQuery = Partial<
  Pick<ActivityListQuery, 'q' | 'actorID' | 'subjectType' | 'action' | 'from' | 'to'>
>;

/** `2026-03-12` → that day's first moment here, as an ISO date-time. */
export function startOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** `2026-03-12` → that day's last moment here (the API's `to` is inclusive). */
export function endOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new Date(year, month - 1, date + 1).getTime() - 1).toISOString();
}

export function activityQueryOf({ from, to, ...search }: ActivitySearch): ActivityQuery {
  return listFiltersOf({
    ...search,
    from: from === undefined ? undefined : startOfDay(from),
    to: to === undefined ? undefined : endOfDay(to),
  });
}
