/**
 * The invited person chooses a password: whom the invitation is for (read-only, and the email as
 * the username password managers store), the new password with its strength as it is typed, the
 * same password again, and `Set password and sign in`. Checked before it is sent — 12 or more
 * characters (the shared schema), both the same, hard enough to guess (the API's own estimate) —
 * and by the server again, whose refusal lands on the password field. Not a `useSavingForm`: its
 * check waits for the strength estimate, and a closed invitation leaves the form altogether.
 */
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { acceptInvitationInputSchema, type Invitation } from '@freeboard/shared/users/invitations.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblemAlert } from '../../../components/form/form-problem-alert';
import { formatDateTime } from '../../../lib/format-date';
import { zodValidate } from '../../../lib/form-validation';
import { problemOf } from '../../../lib/problem';
import { problemFeedback, type ProblemFeedback } from '../../../lib/problem-feedback';
import { acceptInvitation } from '../api/invitations';
import { invitationClosedReason, type InvitationClosedReason } from '../invitation-closed';
import { loadPasswordStrength, usePasswordStrength, type EstimateStrength } from '../password-strength-estimate';
import { PasswordStrengthMeter } from './password-strength-meter';

interface PasswordValues {
  password: string;
  confirmation: string;
}

const validatePolicy = zodValidate(acceptInvitationInputSchema);

/** What a guesser would try first for this person; the API weighs the same. */
function guessesFor(invitation: Invitation): string[] {
  return [invitation.email, invitation.name, invitation.tenantName];
}

interface InvitationPasswordFormProps {
  token: string;
  invitation: Invitation;
  onSignedIn: (accessToken: string) => Promise<void>;
  /** The link stopped working while the page was open (used in another tab, expired). */
  onClosed: (reason: InvitationClosedReason) => void;
}

export function InvitationPasswordForm({ token, invitation, onSignedIn, onClosed }: InvitationPasswordFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { t: common } = useTranslation('common');
  const { t: errorText } = useTranslation('errors');
  const form = useForm<PasswordValues>({ initialValues: { password: '', confirmation: '' } });
  const userInputs = guessesFor(invitation);
  const strength = usePasswordStrength(form.values.password, userInputs);
  const [problem, setProblem] = useState<ProblemFeedback | null>(null);
  const accept = useMutation({
    mutationFn: async (password: string) => onSignedIn(await acceptInvitation(token, password)),
  });

  /** The client's checks; the estimator is awaited, so a quick submit is judged too. */
  async function problemsOf(values: PasswordValues): Promise<Record<string, string>> {
    const errors = validatePolicy({ password: values.password });
    const estimate: EstimateStrength | null = await loadPasswordStrength().catch(() => null);
    if (!errors.password && estimate && !estimate(values.password, userInputs).strongEnough) {
      errors.password = t('invitation.tooEasy');
    }
    if (values.confirmation === '') errors.confirmation = common('validation.required');
    else if (values.confirmation !== values.password) errors.confirmation = t('invitation.mismatch');
    return errors;
  }

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    const errors = await problemsOf(values);
    form.setErrors(errors);
    const firstInvalid = (['password', 'confirmation'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      form.getInputNode(firstInvalid)?.focus();
      return;
    }
    accept.mutate(values.password, {
      onError: (error) => {
        const closed = invitationClosedReason(error);
        if (closed) return onClosed(closed);
        if (problemOf(error)?.errors?.password) {
          form.setErrors({ password: t('invitation.refused') });
          return form.getInputNode('password')?.focus();
        }
        setProblem(problemFeedback(error, { fields: [], t: errorText }));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <FormProblemAlert feedback={problem} title={t('invitation.submitFailedTitle')} />
        <TextInput label={t('invitation.name')} value={invitation.name} readOnly variant="filled" />
        <TextInput
          label={t('invitation.email')}
          value={invitation.email}
          readOnly
          variant="filled"
          // Password managers store the new password under this name.
          name="email"
          autoComplete="username"
        />
        <Stack gap="xs">
          {/* Plain fields, as on the sign-in page: a show/hide toggle would be one more control named "…password…". */}
          <TextInput
            type="password"
            label={t('invitation.newPassword')}
            description={t('invitation.newPasswordHint')}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter strength={strength} />
        </Stack>
        <TextInput
          type="password"
          label={t('invitation.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmation')}
        />
        <Text size="xs" c="dimmed">
          {t('invitation.validUntil', { date: formatDateTime(invitation.expiresAt, i18n.language) })}
        </Text>
        <Button type="submit" loading={accept.isPending} fullWidth>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
