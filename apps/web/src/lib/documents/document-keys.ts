import { areaKeys } from '../area-keys';

/** `['documents', tenantID, …]`: every documents query of a tenant, invalidated together after a write. */
export const documentKeys = areaKeys('documents');
