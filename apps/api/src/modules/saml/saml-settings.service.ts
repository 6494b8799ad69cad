/** Administrators' view and update of a tenant's SAML settings (optimistic concurrency, audited). */
import type {
  SamlSettings,
  SamlSettingsUpdateInput,
  SamlSettingsView,
} from '@freeboard/shared/auth/saml-settings.schemas';
import type { Database } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../../lib/activity-trail.repo';
import { certificateFingerprint, certificateValidity, normalizeCertificate } from './certificate';
import { serviceProviderEndpoints } from './saml-provider';
import { readSamlSettings, writeSamlSettings, type StoredSamlSettings } from './saml-settings.repo';

export interface SettingsContext {
  db: Database;
  publicUrl: string;
  tenantID: string;
  tenantSlug: string;
}

function toView(settings: StoredSamlSettings, publicUrl: string, tenantSlug: string): SamlSettingsView {
  const endpoints = serviceProviderEndpoints(publicUrl, tenantSlug);
  return {
    // What is stored is shown as it is; the rest is derived from it.
    ...settings,
    spEntityID: endpoints.entityID,
    acsUrl: endpoints.acsUrl,
    metadataUrl: endpoints.metadataUrl,
    testSignInUrl: `${endpoints.loginUrl}?returnTo=${encodeURIComponent('/settings?section=single-sign-on')}`,
    certificate: certificateValidity(settings.idpCertificate),
  };
}

export async function getSamlSettings(context: SettingsContext): Promise<SamlSettingsView> {
  const settings = await withTenant(context.db, context.tenantID, (tx) => readSamlSettings(tx, context.tenantID));
  return toView(settings, context.publicUrl, context.tenantSlug);
}

/** Checks the schema cannot express; the settings as they will be stored. */
function cleanInput(input: SamlSettingsUpdateInput): SamlSettings {
  const errors: Record<string, string[]> = {};
  const idpCertificate = input.idpCertificate.trim() === '' ? '' : normalizeCertificate(input.idpCertificate);
  if (idpCertificate === null) errors['idpCertificate'] = ['Not an X.509 certificate (PEM or base64)'];
  // The login route redirects browsers to this address, so it must be a web address.
  if (input.idpSsoUrl !== '' && !/^https?:$/.test(new URL(input.idpSsoUrl).protocol)) {
    errors['idpSsoUrl'] = ['Must be an http or https address'];
  }

  if (idpCertificate === null || Object.keys(errors).length > 0) {
    throw new AppError('validation_failed', 'Some fields are not valid.', errors);
  }
  return {
    enabled: input.enabled,
    idpEntityID: input.idpEntityID.trim(),
    idpSsoUrl: input.idpSsoUrl,
    idpCertificate,
    defaultRole: input.defaultRole,
    emailAttribute: input.emailAttribute,
    nameAttribute: input.nameAttribute,
    groupAttribute: input.groupAttribute,
    groupRoles: input.groupRoles,
    jitProvisioning: input.jitProvisioning,
  };
}

type Changes = Record<string, { before: unknown; after: unknown }>;

function changesBetween(before: SamlSettings, after: SamlSettings): Changes {
  const changes: Changes = {};
  const fields = [
    'enabled',
    'idpEntityID',
    'idpSsoUrl',
    'defaultRole',
    'emailAttribute',
    'nameAttribute',
    'groupAttribute',
    'jitProvisioning',
  ] as const;
  for (const field of fields) {
    if (before[field] !== after[field]) changes[field] = { before: before[field], after: after[field] };
  }
  if (JSON.stringify(before.groupRoles) !== JSON.stringify(after.groupRoles)) {
    changes['groupRoles'] = { before: before.groupRoles, after: after.groupRoles };
  }
  // The audit trail names the certificates by fingerprint; it never holds a certificate.
  if (before.idpCertificate !== after.idpCertificate) {
    changes['idpCertificate'] = {
      before: certificateFingerprint(before.idpCertificate),
      after: certificateFingerprint(after.idpCertificate),
    };
  }
  return changes;
}

export async function updateSamlSettings(
  context: SettingsContext,
  actor: { userID: string; address: string },
  input: SamlSettingsUpdateInput,
): Promise<SamlSettingsView> {
  const next = cleanInput(input);
  const saved = await withTenant(context.db, context.tenantID, async (tx) => {
    const current = await readSamlSettings(tx, context.tenantID);
    if (current.version !== input.version) {
      throw new AppError('version_conflict', 'The settings were changed meanwhile. Reload and try again.');
    }
    const changes = changesBetween(current, next);
    if (Object.keys(changes).length === 0) return current;
    const written = await writeSamlSettings(tx, context.tenantID, next, input.version);
    if (!written) throw new AppError('version_conflict', 'The settings were changed meanwhile. Reload and try again.');
    await recordActivity(tx, context.tenantID, {
      actorUserID: actor.userID,
      action: 'settings.saml_updated',
      subjectType: 'Settings',
      subjectID: 'saml',
      summary: `Single sign-on settings updated: ${Object.keys(changes).join(', ')}`,
      changes,
      address: actor.address,
    });
    return written;
  });
  return toView(saved, context.publicUrl, context.tenantSlug);
}
