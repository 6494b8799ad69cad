import { describe, expect, it } from 'vitest';
import en from '../../locales/en/errors.json';
import es from '../../locales/es/errors.json';
import { createTestI18n } from '../test/render';
import { HttpError, type HttpRequest } from './http';
import { problemFeedback } from './problem-feedback';

const fields = ['code', 'name', 'country'];

const request: HttpRequest = { method: 'post', url: '/sites', href: '/api/sites', headers: new Headers(), body: '{}' };

/** A failed request as the client reports it, answered with this problem+json body. */
function answered(status: number, body: Record<string, unknown>) {
  return new HttpError(`Request failed with status code ${status}`, request, status, {
    type: 'about:blank',
    title: 'Problem',
    status,
    ...body,
  });
}

async function feedbackFor(error: unknown, language: 'en' | 'es' = 'en') {
  const i18n = await createTestI18n('errors', { en, es }, language);
  return problemFeedback(error, { fields, t: i18n.getFixedT(language, 'errors') });
}

describe('problemFeedback', () => {
  it("puts a validation problem's fields onto the form's fields, translated, and needs no form message", async () => {
    const error = answered(400, {
      code: 'validation_failed',
      errors: { name: ['Too small: expected string to have >=1 characters'], country: ['Invalid'] },
    });
    expect(await feedbackFor(error)).toEqual({
      code: 'validation_failed',
      fieldErrors: { name: 'This value was not accepted', country: 'This value was not accepted' },
      message: null,
    });
  });

  it('keeps a form message when a field the form does not show was refused', async () => {
    const error = answered(400, { code: 'validation_failed', errors: { name: ['x'], tenantID: ['y'] } });
    const feedback = await feedbackFor(error);
    expect(feedback.fieldErrors).toEqual({ name: 'This value was not accepted' });
    expect(feedback.message).toBe('Some values were not accepted. Check the marked fields.');
  });

  it('marks the code field for a taken code, whether or not the answer names the field', async () => {
    const named = await feedbackFor(answered(409, { code: 'code_taken', errors: { code: ['taken'] } }));
    const unnamed = await feedbackFor(answered(409, { code: 'code_taken' }));
    for (const feedback of [named, unnamed]) {
      expect(feedback).toEqual({
        code: 'code_taken',
        fieldErrors: { code: 'Already used by another record' },
        message: null,
      });
    }
  });

  it('explains a stale version as a change by someone else, on the form and not on a field', async () => {
    const feedback = await feedbackFor(answered(409, { code: 'version_conflict' }));
    expect(feedback.code).toBe('version_conflict');
    expect(feedback.fieldErrors).toEqual({});
    expect(feedback.message).toContain('changed by someone else');
  });

  it('explains a refused delete of a record others depend on', async () => {
    const feedback = await feedbackFor(answered(409, { code: 'has_dependents' }));
    expect(feedback.message).toBe(
      'This record cannot be deleted while other records depend on it. Delete or move those first.',
    );
  });

  it('tells a lost connection from an unknown problem code, never showing the API text', async () => {
    const offline = new HttpError('Network Error', request, null, undefined);
    expect((await feedbackFor(offline)).code).toBe('network_error');
    expect((await feedbackFor(offline)).message).toBe(
      'Freeboard cannot be reached. Check your connection and try again.',
    );
    const unknown = await feedbackFor(answered(418, { code: 'teapot', detail: 'I am a teapot' }));
    expect(unknown.message).toBe('This could not be done. Try again; if it keeps happening, tell your administrator.');
    expect((await feedbackFor(new Error('bug'))).code).toBe('unexpected');
  });

  it('speaks Spanish when the interface does', async () => {
    const feedback = await feedbackFor(answered(409, { code: 'code_taken' }), 'es');
    expect(feedback.fieldErrors).toEqual({ code: 'Ya lo usa otro registro' });
    const conflict = await feedbackFor(answered(409, { code: 'version_conflict' }), 'es');
    expect(conflict.message).toMatch(/^Otra persona modificó este registro/);
  });
});
