/**
 * How hard the password being typed is to guess: a five-step bar (a `meter` named "Password
 * strength", its level in words for screen readers), the level written out, and zxcvbn's warning
 * and suggestions in the reader's language. The bar is never the only sign: the words say it too.
 */
import { List, Progress, Stack, Text } from '@mantine/core';
import type { PasswordStrength } from '@freeboard/shared/auth/password-strength';
import { useTranslation } from 'react-i18next';

/** One colour per score (0–4), dark enough to stand out against the empty track in both schemes. */
const scoreColors = ['red.8', 'red.7', 'orange.7', 'teal.7', 'green.8'] as const;

interface PasswordStrengthMeterProps {
  /** null: nothing typed yet, or the estimate is still on its way. */
  strength: PasswordStrength | null;
}

export function PasswordStrengthMeter({ strength }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('auth');
  const level = strength ? t(`passwordStrength.levels.${strength.score}`) : t('passwordStrength.none');
  const warning = strength?.warning
    ? t([`passwordStrength.warnings.${strength.warning}`, 'passwordStrength.warnings.default'])
    : null;
  const suggestions = (strength?.suggestions ?? []).map((key) =>
    t([`passwordStrength.suggestions.${key}`, 'passwordStrength.suggestions.default']),
  );
  return (
    <Stack gap={6} data-testid="password-strength">
      <Progress.Root
        size="sm"
        role="meter"
        aria-label={t('passwordStrength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength?.score ?? 0}
        aria-valuetext={level}
      >
        <Progress.Section
          value={strength ? (strength.score + 1) * 20 : 0}
          color={strength ? scoreColors[strength.score] : undefined}
          withAria={false}
        />
      </Progress.Root>
      <Text size="sm" fw={500}>
        {strength ? t('passwordStrength.summary', { level }) : t('passwordStrength.hint')}
      </Text>
      {warning ? <Text size="sm">{warning}</Text> : null}
      {suggestions.length > 0 ? (
        <List size="sm" spacing={2}>
          {[...new Set(suggestions)].map((suggestion) => (
            <List.Item key={suggestion}>{suggestion}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
