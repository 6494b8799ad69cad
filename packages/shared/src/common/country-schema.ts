import * as z from 'zod/mini';
import { isCountryCode } from './countries';

/** A country as an ISO 3166-1 alpha-2 code, in any case on the way in. */
export const countrySchema = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.refine(isCountryCode, { message: 'An ISO 3166-1 country code such as CL', params: { i18nKey: 'country' } }),
  );
