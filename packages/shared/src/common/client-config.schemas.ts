/** Run-time settings the web app needs before anyone signs in (CONTRACT §1, §7). `zod/mini`: read at start-up. */
import * as z from 'zod/mini';

export const clientConfigSchema = z
  .object({
    mode: z.enum(['production', 'development']),
    devHosts: z.array(z.string()),
    sentryDsn: z.string(),
    /** The largest file an upload may carry, in MiB (`MAX_UPLOAD_MB`). */
    maxUploadMB: z.number().check(z.positive()),
    /** Whether the server sends email (`SMTP_URL`): invitations and notification digests. */
    emailEnabled: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
