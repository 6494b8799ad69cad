/**
 * A failed save on a form: the problem's field messages go onto the form's fields, and the rest is
 * kept for `FormProblemAlert`. The values the person typed are never touched.
 */
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemFeedback, type ProblemFeedback } from '../../lib/problem-feedback';

export function useFormProblem<Values>(form: UseFormReturnType<Values>, fields: readonly string[]) {
  const { t } = useTranslation('errors');
  const [feedback, setFeedback] = useState<ProblemFeedback | null>(null);
  return {
    feedback,
    report: (error: unknown) => {
      const next = problemFeedback(error, { fields, t });
      form.setErrors(next.fieldErrors);
      setFeedback(next);
    },
    clear: () => setFeedback(null),
  };
}
