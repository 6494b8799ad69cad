/** The identity provider's signing certificate, as administrators paste it (PEM or bare base64). */
import { X509Certificate } from 'node:crypto';

const pemBlock = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/;

/** The certificate as one canonical PEM block, or null when the text is not an X.509 certificate. */
export function normalizeCertificate(text: string): string | null {
  const trimmed = text.trim();
  const body = pemBlock.exec(trimmed)?.[1] ?? trimmed;
  const base64 = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  try {
    return new X509Certificate(Buffer.from(base64, 'base64')).toString().trim();
  } catch {
    return null;
  }
}

/** A short, stable name for a certificate, for the audit trail (never the certificate itself). */
export function certificateFingerprint(pem: string): string | null {
  if (!pem) return null;
  try {
    return `sha256:${new X509Certificate(pem).fingerprint256}`;
  } catch {
    return null;
  }
}

/** Who the certificate names and when it stops being valid, for the settings page; null if unreadable. */
export function certificateValidity(pem: string): { subject: string; expiresAt: string } | null {
  if (!pem) return null;
  try {
    const certificate = new X509Certificate(pem);
    return {
      subject: certificate.subject.replaceAll('\n', ', '),
      expiresAt: new Date(certificate.validTo).toISOString(),
    };
  } catch {
    return null;
  }
}
