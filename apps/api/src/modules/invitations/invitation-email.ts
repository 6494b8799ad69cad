/** The invitation email, in the language the new account starts with (the tenant's default). */
export interface InvitationEmailInput {
  locale: string;
  name: string;
  tenantName: string;
  inviterName: string;
  link: string;
  expiresAt: Date;
  /** The address has an account with a password already: the link leads to accepting, not to a first password. */
  hasPassword: boolean;
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
        input.hasPassword
          ? 'Open this link to accept: you may be asked to sign in, or to choose a new password to confirm this address is yours.'
          : 'Choose your password here to sign in:',
        input.link,
        '',
        `The link works once and until ${expires}. If you did not expect this email, ignore it: nothing changes until you accept.`,
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
        input.hasPassword
          ? 'Abra este enlace para aceptar: puede que se le pida iniciar sesión, o elegir una contraseña nueva para confirmar que esta dirección es suya.'
          : 'Elija aquí su contraseña para iniciar sesión:',
        input.link,
        '',
        `El enlace sirve una sola vez y hasta el ${expires}. Si no esperaba este correo, ignórelo: nada cambia hasta que acepte.`,
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
