/** Turns a tenant's demo audit trail into activity rows, resolving each subject to its identifier. */
import { newID } from '../../lib/ids';
import type { activity } from '../schema/index';
import type { AssetIndex } from './build-asset-rows';
import { daysBefore, minutesAfter } from './demo-clock';
import type { AssetType, DemoActivity, DemoUserKey } from './demo-types';

const assetTypesBySubject = {
  Site: 'site',
  Infrastructure: 'infrastructure',
  Facility: 'facility',
  CrossSection: 'cross-section',
} as const satisfies Record<string, AssetType>;

export function buildActivityRows(input: {
  tenantId: string;
  activity: DemoActivity[];
  members: Map<DemoUserKey, string>;
  assets: AssetIndex;
  riskIdsByCode: Map<string, string>;
  controlIdsByCode: Map<string, string>;
  documentIdsByFileName: Map<string, string>;
  now: Date;
}): (typeof activity.$inferInsert)[] {
  const subjectId = ({ subject }: DemoActivity): string | undefined => {
    switch (subject.type) {
      case 'Risk':
        return input.riskIdsByCode.get(subject.code);
      case 'Control':
        return input.controlIdsByCode.get(subject.code);
      case 'Document':
        return input.documentIdsByFileName.get(subject.fileName);
      default: {
        const link = input.assets.resolve(subject.code);
        return link.assetType === assetTypesBySubject[subject.type] ? link.assetId : undefined;
      }
    }
  };

  return input.activity.map((entry, index) => {
    const actorUserId = input.members.get(entry.actor);
    const id = subjectId(entry);
    if (!actorUserId || !id) throw new Error(`Demo activity "${entry.summary}" names an unknown actor or subject`);
    return {
      tenantId: input.tenantId,
      id: newID(),
      actorUserId,
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: id,
      summary: entry.summary,
      // Entries on the same day keep the order in which they are listed.
      createdAt: minutesAfter(daysBefore(input.now, entry.daysAgo), index),
    };
  });
}
