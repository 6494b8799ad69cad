/**
 * Sites' pages: the declaration with the shared schemas of its record and inputs, what it holds
 * below its facts, and the other kinds' counts and classes refreshed after a write.
 */
import {
  createSiteInputSchema,
  siteSchema,
  updateSiteInputSchema,
  type CreateSiteInput,
  type UpdateSiteInput,
} from '@freeboard/shared/sites/sites.schemas';
import { assetPagesParts } from '../../components/assets/asset-pages-parts';
import { plainAreaPages } from '../../components/collection/plain-area-pages';
import { siteArea } from './site-area';

export const sitePages = plainAreaPages<typeof siteSchema, CreateSiteInput, UpdateSiteInput>(siteArea, {
  record: siteSchema,
  create: createSiteInputSchema,
  update: updateSiteInputSchema,
  ...assetPagesParts('site'),
});
