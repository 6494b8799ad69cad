/**
 * The daily digest email, in the person's language: one line per new unread notification with a
 * link to its record, newest first, and how many more wait in the app.
 */
import { notificationSubjectPath } from '@freeboard/shared/notifications/notifications.schemas';
import type { Digest, DigestItem } from './digests.repo';

type Language = 'en' | 'es';

const words = {
  en: {
    subject: (count: number, tenant: string) =>
      `${count} new notification${count === 1 ? '' : 's'} in ${tenant} on Freeboard`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (tenant: string) => `This is what asks for your attention in ${tenant} since your last digest:`,
    more: (count: number) => `…and ${count} more in the app.`,
    footer: 'You receive this daily digest because you asked for it on your profile, where you can also turn it off.',
    records: { site: 'Site', facility: 'Facility', action: 'Action', control: 'Control' },
    roles: {
      accountable_executive: 'Accountable Executive',
      rtfe: 'RTFE',
      engineer_of_record: 'Engineer of Record',
      itrb_member: 'ITRB member',
      site_manager: 'Site manager',
      surveillance: 'Surveillance',
      other: 'responsible',
    },
    asset_assigned: (record: string, role: string) => `You are now ${role} of ${record}`,
    action_assigned: (record: string) => `${record} was assigned to you`,
    action_due_soon: (record: string, day: string) => `${record} is due on ${day}`,
    action_overdue: (record: string, day: string) => `${record} is overdue: it was due on ${day}`,
    control_verification_overdue: (record: string, day: string) =>
      `${record} is overdue for verification: it was due on ${day}`,
    dam_safety_review_due: (record: string, day: string) => `${record}: the dam safety review is due on ${day}`,
  },
  es: {
    subject: (count: number, tenant: string) =>
      `${count} ${count === 1 ? 'notificación nueva' : 'notificaciones nuevas'} en ${tenant} en Freeboard`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (tenant: string) => `Esto pide su atención en ${tenant} desde su último resumen:`,
    more: (count: number) => `…y ${count} más en la aplicación.`,
    footer: 'Recibe este resumen diario porque lo pidió en su perfil, donde también puede desactivarlo.',
    records: { site: 'Sitio', facility: 'Instalación', action: 'Acción', control: 'Control' },
    roles: {
      accountable_executive: 'Ejecutivo Responsable',
      rtfe: 'RTFE',
      engineer_of_record: 'Ingeniero de Registro',
      itrb_member: 'Miembro del ITRB',
      site_manager: 'Gerente del sitio',
      surveillance: 'Vigilancia',
      other: 'responsable',
    },
    asset_assigned: (record: string, role: string) => `Ahora es ${role} de ${record}`,
    action_assigned: (record: string) => `Se le asignó ${record}`,
    action_due_soon: (record: string, day: string) => `${record} vence el ${day}`,
    action_overdue: (record: string, day: string) => `${record} está vencida: vencía el ${day}`,
    control_verification_overdue: (record: string, day: string) =>
      `${record} tiene la verificación vencida: correspondía el ${day}`,
    dam_safety_review_due: (record: string, day: string) =>
      `${record}: la revisión de seguridad de la presa vence el ${day}`,
  },
} as const;

function day(isoDate: string | null, language: Language): string {
  if (!isoDate) return '';
  return new Intl.DateTimeFormat(language === 'es' ? 'es' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function line(item: DigestItem, language: Language, publicUrl: string): string {
  const text = words[language];
  const record = `${text.records[item.subjectType]} ${item.subjectCode} ${item.subjectTitle}`.trim();
  const sentence =
    item.kind === 'asset_assigned'
      ? text.asset_assigned(record, text.roles[item.role ?? 'other'])
      : text[item.kind](record, day(item.dueDate, language));
  return `- ${sentence}\n  ${publicUrl}${notificationSubjectPath({ type: item.subjectType, id: item.subjectID })}`;
}

export function digestEmail(digest: Digest, tenant: string, publicUrl: string): { subject: string; text: string } {
  const language: Language = digest.locale === 'es' ? 'es' : 'en';
  const text = words[language];
  const unlisted = digest.total - digest.items.length;
  return {
    subject: text.subject(digest.total, tenant),
    text: [
      text.greeting(digest.name),
      '',
      text.intro(tenant),
      '',
      ...digest.items.map((item) => line(item, language, publicUrl)),
      ...(unlisted > 0 ? ['', text.more(unlisted)] : []),
      '',
      text.footer,
    ].join('\n'),
  };
}
