/** A risk's critical controls at a glance: how many there are and how many are not yet in place. */
import type { Control } from '@freeboard/shared/risks/risks.schemas';

export interface CriticalControlStatus {
  critical: number;
  /** Critical controls whose status is anything but `in-place` (planned counts: it does not protect yet). */
  notInPlace: number;
}

export function criticalControlStatus(
  controls: readonly Pick<Control, 'critical' | 'status'>[],
): CriticalControlStatus {
  const critical = controls.filter((control) => control.critical);
  return { critical: critical.length, notInPlace: critical.filter((control) => control.status !== 'in-place').length };
}
