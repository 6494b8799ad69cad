/**
 * How hard a password is to guess, as the API judges it (`@freeboard/shared/auth/password-strength`,
 * zxcvbn). Its dictionaries weigh about a megabyte, so the module is loaded on demand, as a chunk of
 * its own, by the pages that set a password, and never on the way to any other page.
 */
import type { PasswordStrength } from '@freeboard/shared/auth/password-strength';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

export type EstimateStrength = (password: string, userInputs: string[]) => PasswordStrength;

let loading: Promise<EstimateStrength> | null = null;

/** The estimator, loaded once; a failed load is tried again on the next call. */
export function loadPasswordStrength(): Promise<EstimateStrength> {
  loading ??= import('@freeboard/shared/auth/password-strength').then(
    ({ passwordStrength }) => {
      // Indexes the dictionaries now, rather than on the first key the person presses.
      passwordStrength('');
      return passwordStrength;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The strength of `password` as it is typed (null while it is empty or the estimator still loads).
 * `userInputs`: what a guesser would try first for this person (email, name, organization).
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength | null {
  const [estimate, setEstimate] = useState<EstimateStrength | null>(null);
  useEffect(() => {
    let mounted = true;
    loadPasswordStrength().then(
      (loaded) => mounted && setEstimate(() => loaded),
      // Without the estimate the page still works: the server judges the password when it is sent.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  // Typing stays quick: the estimate follows a keystroke behind when the browser is busy.
  const typed = useDeferredValue(password);
  const inputs = userInputs.join('\n');
  return useMemo(
    () => (estimate && typed !== '' ? estimate(typed, inputs.split('\n')) : null),
    [estimate, typed, inputs],
  );
}
