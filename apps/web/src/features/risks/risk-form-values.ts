/**
 * The risk form: its fields as the inputs hold them and the API inputs made from them. Levels are
 * numbers 1–5 or nothing chosen; the residual pair is optional, and the asset is a pair too (its
 * kind and which one). The controls are linked in the Controls section, so the form never sends
 * them on an update; a new risk starts with none.
 */
import type { AssetType } from '@freeboard/shared/common/assets';
import type { failureModes, riskStatuses } from '@freeboard/shared/risks/risk-enums';
import { createRiskInputSchema, updateRiskInputSchema } from '@freeboard/shared/risks/risks.schemas';
import { choiceField, optionalTextField, textField, type FormField } from '../../lib/form-fields';
import { recordFormModel } from '../../lib/record-form-model';

type FailureMode = (typeof failureModes)[number];
type RiskStatus = (typeof riskStatuses)[number];

/** A value the record may lack, held and sent as it is (`null` for none). */
function nullableField<Value>(): FormField<Value | null, Value | null, Value | null> {
  return { empty: null, held: (recorded) => recorded, sent: (held) => held };
}

/** A level the record requires: nothing chosen is sent as nothing, so the schema names the field. */
const requiredLevelField: FormField<number, number | null, number> = {
  empty: null,
  held: (recorded) => recorded,
  sent: (held) => held as number,
};

const booleanField: FormField<boolean, boolean, boolean> = {
  empty: false,
  held: (recorded) => recorded,
  sent: (held) => held,
};

export const riskFormModel = recordFormModel({
  fields: {
    code: textField,
    title: textField,
    failureMode: choiceField<FailureMode>(),
    status: choiceField<RiskStatus>('open'),
    assetType: nullableField<AssetType>(),
    assetID: nullableField<string>(),
    cause: optionalTextField,
    consequence: optionalTextField,
    materialUnwantedEvent: booleanField,
    inherentLikelihood: requiredLevelField,
    inherentConsequence: requiredLevelField,
    residualLikelihood: nullableField<number>(),
    residualConsequence: nullableField<number>(),
    ownerID: nullableField<string>(),
    nextReviewDate: optionalTextField,
    description: textField,
  },
  createSchema: createRiskInputSchema,
  updateSchema: updateRiskInputSchema,
});

export type RiskFormValues = ReturnType<typeof riskFormModel.emptyValues>;
