import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/errors.json';
import es from '../../../locales/es/errors.json';
import { HttpError, type HttpRequest } from '../../lib/http';
import { createTestI18n, createTestQueryClient } from '../../test/render';
import { useSavingForm, type SavingFormOptions } from './use-saving-form';

const request: HttpRequest = {
  method: 'post',
  url: '/things',
  href: '/api/things',
  headers: new Headers(),
  body: '{}',
};

function refused(errors: Record<string, string[]>) {
  return new HttpError('Request failed with status code 400', request, 400, {
    type: 'about:blank',
    title: 'Problem',
    status: 400,
    code: 'validation_failed',
    errors,
  });
}

type Values = { name: string; note: string };

async function renderForm(
  send: (input: { name: string }) => Promise<{ id: string }>,
  options: Partial<SavingFormOptions<Values, { name: string }, { id: string }>> = {},
) {
  const i18n = await createTestI18n('errors', { en, es });
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(
    () =>
      useSavingForm({
        initialValues: { name: 'Crest', note: '' },
        validate: (values): { [field: string]: string } => (values.name.trim() ? {} : { name: 'Required' }),
        fields: ['name', 'note'],
        mutation: useMutation({ mutationFn: send }),
        inputOf: (values) => ({ name: values.name.trim() }),
        ...options,
      }),
    { wrapper },
  );
}

describe('useSavingForm', () => {
  it('sends nothing while a check fails, and the input made from the values once it passes', async () => {
    const send = vi.fn(async (_input: { name: string }) => ({ id: 'thing-1' }));
    const onSaved = vi.fn();
    const { result } = await renderForm(send, { onSaved });
    act(() => result.current.form.setFieldValue('name', '  '));
    act(() => result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.form.errors).toEqual({ name: 'Required' });

    act(() => result.current.form.setFieldValue('name', ' Toe drain '));
    act(() => result.current.submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 'thing-1' }, { name: ' Toe drain ', note: '' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Toe drain' });
  });

  it('puts a refusal on the fields it names and keeps what was typed', async () => {
    const { result } = await renderForm(() => Promise.reject(refused({ name: ['taken'], owner: ['gone'] })));
    act(() => result.current.form.setFieldValue('note', 'typed'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.feedback).not.toBeNull());
    expect(result.current.form.errors.name).toBeTruthy();
    // `owner` is no field of this form: the alert says it.
    expect(result.current.feedback?.message).toBeTruthy();
    expect(result.current.form.getValues()).toEqual({ name: 'Crest', note: 'typed' });
  });

  it('lets the form say a refusal in its own words instead', async () => {
    const { result } = await renderForm(() => Promise.reject(refused({ name: ['taken'] })), {
      explain: (_error, form) => {
        form.setFieldError('name', 'That name is someone else’s');
        return true;
      },
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.form.errors.name).toBe('That name is someone else’s'));
    expect(result.current.feedback).toBeNull();
  });

  it('shows a failure of what follows the save as the save’s problem', async () => {
    const { result } = await renderForm(async () => ({ id: 'thing-1' }), {
      onSaved: () => Promise.reject(refused({ link: ['refused'] })),
    });
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.feedback?.code).toBe('validation_failed'));
  });
});
