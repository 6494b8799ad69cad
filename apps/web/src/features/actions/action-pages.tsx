/**
 * Actions' pages: the declaration with the shared schemas of its record and inputs, `Close action`
 * / `Reopen` beside Edit, and how it was closed (note and evidence) below its facts.
 */
import {
  actionSchema,
  createActionInputSchema,
  updateActionInputSchema,
  type CreateActionInput,
  type UpdateActionInput,
} from '@freeboard/shared/actions/actions.schemas';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { actionArea } from './action-area';
import { ActionClosing } from './components/action-closing';
import { CloseActionCommands } from './components/close-action';

export const actionPages = plainAreaPages<typeof actionSchema, CreateActionInput, UpdateActionInput>(actionArea, {
  record: actionSchema,
  create: createActionInputSchema,
  update: updateActionInputSchema,
  // Read when a record is drawn, by which time `actionPages` is made.
  renderCommands: (action, actionID) => (
    <CloseActionCommands action={action} actionID={actionID} api={actionPages.area.api} />
  ),
  renderRelated: (action) => <ActionClosing action={action} />,
});
