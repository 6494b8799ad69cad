import { z } from 'zod';

/** Run-time settings the web app needs before anyone signs in (CONTRACT §1, §7). */
export const clientConfigSchema = z
  .object({
    mode: z.enum(['production', 'development']),
    devHosts: z.array(z.string()),
    sentryDsn: z.string(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
