/** The invitation email, in the language the new account starts with (the tenant's default). */
export interface InvitationEmailInput {
  locale: string;
  name: string;
  tenantName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
}

const texts = {
  en: {
    subject: (input: InvitationEmailInput) => `${input.inviterName} invited you to ${input.tenantName} on Freeboard`,
    body: (input: InvitationEmailInput, expires: string) =>
      [
        `Hello ${input.name},`,
        '',
        `${input.inviterName} invited you to ${input.tenantName} on Freeboard, where the organization keeps the risks, controls and documents of its tailings facilities and dams.`,
        '',
        'Choose your password here to sign in:',
        input.link,
        '',
        `The link works once and until ${expires}. If you did not expect this email, ignore it.`,
      ].join('\n'),
  },
  es: {
    subject: (input: InvitationEmailInput) => `${input.inviterName} le invitó a ${input.tenantName} en Freeboard`,
    body: (input: InvitationEmailInput, expires: string) =>
      [
        `Hola, ${input.name}:`,
        '',
        `${input.inviterName} le invitó a ${input.tenantName} en Freeboard, donde la organización lleva los riesgos, controles y documentos de sus instalaciones de relaves y presas.`,
        '',
        'Elija aquí su contraseña para iniciar sesión:',
        input.link,
        '',
        `El enlace sirve una sola vez y hasta el ${expires}. Si no esperaba este correo, ignórelo.`,
      ].join('\n'),
  },
} as const;

export function invitationEmail(input: InvitationEmailInput): { subject: string; text: string } {
  const locale = input.locale === 'es' ? 'es' : 'en';
  const expires = new Intl.DateTimeFormat(locale === 'es' ? 'es' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  return { subject: texts[locale].subject(input), text: texts[locale].body(input, `${expires} UTC`) };
}
