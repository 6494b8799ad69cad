/**
 * Actions as an area: what someone must do, from where (a risk, a control, an evaluation finding,
 * a review) and by when; overdue is the server's to say. An action is named by its title. Its
 * list, record, new and edit pages come from this declaration (and the record's schemas, closing
 * and evidence in `action-pages.tsx`). Light on purpose: routes read it at start-up.
 */
import { actionSortFields, type ActionListQuery } from '@freeboard/shared/actions/action-list-query';
import { actionNames } from '@freeboard/shared/actions/actions.names';
import type { Action } from '@freeboard/shared/actions/actions.schemas';
import { actionSources, actionStatuses, priorities } from '@freeboard/shared/risks/risk-enums';
import { declareArea } from '../../lib/collection/plain-area';

export const actionStatusColors = { open: 'blue', in_progress: 'yellow', done: 'green', cancelled: 'gray' };

export const actionArea = declareArea<Action, ActionListQuery>({
  names: actionNames,
  namespace: 'actions',
  nameField: 'title',
  sortFields: actionSortFields,
  fields: {
    status: { kind: 'choice', values: actionStatuses, initial: 'open', filter: true, colors: actionStatusColors },
    priority: {
      kind: 'choice',
      values: priorities,
      initial: 'P3',
      filter: true,
      colors: { P1: 'red', P2: 'orange', P3: 'yellow', P4: 'gray' },
    },
    ownerID: { kind: 'person', nameField: 'ownerName', mine: true },
    dueDate: { kind: 'date', beside: ['overdue'] },
    overdue: { kind: 'boolean', readOnly: true, filter: true, colors: { true: 'red' } },
    source: { kind: 'choice', values: actionSources, initial: 'manual', filter: true, beside: ['riskID', 'controlID'] },
    riskID: {
      kind: 'reference',
      collection: 'risks',
      shownBy: 'sourceRecord',
      nameField: 'title',
      when: { field: 'source', value: 'risk' },
      hideWhenEmpty: true,
    },
    controlID: {
      kind: 'reference',
      collection: 'controls',
      shownBy: 'sourceRecord',
      nameField: 'description',
      when: { field: 'source', value: 'control' },
      hideWhenEmpty: true,
    },
    sourceReference: { kind: 'optionalText', hideWhenEmpty: true, list: false },
    asset: { kind: 'asset' },
  },
  badges: ['status', 'overdue'],
  codeExample: 'A-001',
});
