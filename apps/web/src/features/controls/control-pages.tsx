/** Controls' pages: the declaration with the shared schemas of its record and inputs. */
import {
  controlSchema,
  createControlInputSchema,
  updateControlInputSchema,
  type CreateControlInput,
  type UpdateControlInput,
} from '@freeboard/shared/risks/controls.schemas';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { controlArea } from './control-area';

export const controlPages = plainAreaPages<typeof controlSchema, CreateControlInput, UpdateControlInput>(controlArea, {
  record: controlSchema,
  create: createControlInputSchema,
  update: updateControlInputSchema,
});
