import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginInputSchema } from '@freeboard/shared/auth/auth.schemas';
import { changePasswordInputSchema, updateProfileInputSchema } from '@freeboard/shared/users/users.schemas';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import { zodValidate } from './form-validation';

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en }, es: { common: es } },
    interpolation: { escapeValue: false },
  });
});

async function inLanguage<T>(language: 'en' | 'es', run: () => T): Promise<T> {
  await i18next.changeLanguage(language);
  try {
    return run();
  } finally {
    await i18next.changeLanguage('en');
  }
}

describe('zodValidate', () => {
  it('accepts valid values with no messages', () => {
    expect(zodValidate(loginInputSchema)({ email: 'ana@example.com', password: 'x' })).toEqual({});
  });

  it('names an empty field as required and a malformed email as such, in English', () => {
    expect(zodValidate(loginInputSchema)({ email: '', password: '' })).toEqual({
      email: 'Required',
      password: 'Required',
    });
    expect(zodValidate(loginInputSchema)({ email: 'ana@', password: '   ' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('speaks Spanish when the interface does', async () => {
    const errors = await inLanguage('es', () => zodValidate(loginInputSchema)({ email: 'ana', password: '' }));
    expect(errors).toEqual({ email: 'Introduzca una dirección de correo válida', password: 'Obligatorio' });
  });

  it('states length limits with the number, pluralised', async () => {
    const errors = zodValidate(changePasswordInputSchema)({ currentPassword: 'old', newPassword: 'short' });
    expect(errors.newPassword).toBe('At least 12 characters');
    const spanish = await inLanguage('es', () =>
      zodValidate(updateProfileInputSchema)({ name: 'n'.repeat(201), jobTitle: null }),
    );
    expect(spanish.name).toBe('Como máximo 200 caracteres');
    expect(zodValidate(z.object({ code: z.string().check(z.minLength(2), z.maxLength(1)) }))({ code: 'ab' })).toEqual({
      code: 'At most 1 character',
    });
  });

  it("translates a schema's own rule by its i18n key, keeping the first message of each field", async () => {
    const values = { currentPassword: 'the same password', newPassword: 'the same password' };
    expect(zodValidate(changePasswordInputSchema)(values)).toEqual({
      newPassword: 'Choose a password different from the current one',
    });
    const spanish = await inLanguage('es', () => zodValidate(changePasswordInputSchema)(values));
    expect(spanish).toEqual({ newPassword: 'Elija una contraseña distinta de la actual' });
  });

  it("falls back to the rule's own text when it names no key, and keys nested fields by their path", () => {
    const schema = z.object({
      range: z
        .object({ from: z.int(), to: z.int() })
        .check(z.refine((range) => range.from <= range.to, { message: 'From must come before to', path: ['to'] })),
      choice: z.enum(['a', 'b']),
    });
    expect(zodValidate(schema)({ range: { from: 3, to: 1 }, choice: 'c' } as never)).toEqual({
      'range.to': 'From must come before to',
      choice: 'Choose one of the options',
    });
  });
});
