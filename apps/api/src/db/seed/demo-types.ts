/**
 * The shape of the demo data as written by hand: plain objects that refer to each other by
 * human-readable codes (asset `F-001`, risk `R-001`, control `C-001`), document file names and user
 * keys. The builders turn them into rows with UUIDs, so the data files never deal with identifiers.
 * Moments are counted in days from the moment of seeding, so that a demo seeded any day looks alike:
 * the same verifications overdue, the same actions late.
 */
import type { MembershipRole } from '@freeboard/shared/auth/roles';
import type {
  AssetType,
  ConsequenceCategory,
  ConsequenceClass,
  constructionMethods,
  CriterionKey,
  LoadCase,
  ResponsibilityRole,
  facilityPhases,
  facilityTypes,
  infrastructureTypes,
  SiteStatus,
} from '@freeboard/shared/common/assets';
import type { docTypes } from '@freeboard/shared/documents/document-enums';
import type {
  controlNatures,
  controlPriorities,
  controlStatuses,
  controlTypes,
  failureModes,
  priorities,
  riskStatuses,
  VerificationFrequency,
  VerificationResult,
} from '@freeboard/shared/risks/risk-enums';

export type { AssetType, MembershipRole };

export type DemoUserKey = 'admin' | 'engineer' | 'viewer';
/** An ISO date, `YYYY-MM-DD`. */
export type IsoDate = string;

export interface DemoUser {
  key: DemoUserKey;
  email: string;
  name: string;
  isPlatformAdmin: boolean;
}

export interface DemoMembership {
  user: DemoUserKey;
  role: MembershipRole;
  isTenantAdmin: boolean;
  jobTitle: string;
}

export interface DemoCrossSection {
  code: string;
  name: string;
  description: string;
  chainageM: number;
  crestElevationMasl: number;
  heightM: number;
  upstreamSlope: string;
  downstreamSlope: string;
  foundation: string;
  materials: string;
}

export interface DemoFacility {
  code: string;
  name: string;
  description: string;
  type: (typeof facilityTypes)[number];
  constructionMethod: (typeof constructionMethods)[number];
  phase: (typeof facilityPhases)[number];
  heightM: number | null;
  crestElevationMasl: number | null;
  crestLengthM: number | null;
  storageVolumeM3: number | null;
  lastDamSafetyReview: IsoDate | null;
  nextDamSafetyReview: IsoDate | null;
  crossSections: DemoCrossSection[];
}

export interface DemoInfrastructure {
  code: string;
  name: string;
  description: string;
  type: (typeof infrastructureTypes)[number];
  phase: string;
  facilities: DemoFacility[];
}

export interface DemoSite {
  code: string;
  name: string;
  description: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
  latitude: number;
  longitude: number;
  commodity: string;
  operator: string;
  status: SiteStatus;
  infrastructures: DemoInfrastructure[];
}

/** Likelihood and consequence, each 1–5; the rating comes from the tenant's matrix. */
export interface LikelihoodConsequence {
  likelihood: number;
  consequence: number;
}

export interface DemoRisk {
  code: string;
  title: string;
  description: string;
  failureMode: (typeof failureModes)[number];
  /** Code of the asset the risk belongs to, or null for a tenant-wide risk. */
  asset: string | null;
  cause: string;
  consequence: string;
  materialUnwantedEvent: boolean;
  inherent: LikelihoodConsequence;
  residual: LikelihoodConsequence | null;
  /** A member of the tenant, or null for a risk nobody answers for yet. */
  owner: DemoUserKey | null;
  status: (typeof riskStatuses)[number];
  nextReviewDate: IsoDate | null;
  /** Control codes, in the order the register lists them. */
  controls: string[];
}

export interface DemoControl {
  code: string;
  description: string;
  priority: (typeof controlPriorities)[number];
  proactiveOrReactive: 'proactive' | 'reactive';
  critical: boolean;
  type: (typeof controlTypes)[number];
  status: (typeof controlStatuses)[number];
  dueDate: IsoDate | null;
  /** A member of the tenant, or null for a control nobody answers for yet. */
  owner: DemoUserKey | null;
  nature: (typeof controlNatures)[number];
  performanceStandard: string;
  verificationFrequency: VerificationFrequency;
  /** Every demo control has been verified at least once; the newest sets its last verification. */
  verifications: [DemoVerification, ...DemoVerification[]];
}

/** One time a control was shown to work, or not; at most one a day per control, so one is the newest. */
export interface DemoVerification {
  daysAgo: number;
  result: VerificationResult;
  note: string;
  /** Who recorded it: a member of the tenant. */
  by: DemoUserKey;
  /** File names of the tenant's demo documents. */
  evidence?: string[];
}

/**
 * Where an action comes from: a risk or a control of the register (by code), or a finding or a
 * review recommendation named in words (`Dam safety review 2025, finding 4`).
 */
export type DemoActionSource =
  | { source: 'risk'; risk: string }
  | { source: 'control'; control: string }
  | { source: 'evaluation_finding' | 'review'; reference: string }
  | { source: 'manual' };

/** How far an action got; a closed one says when, why, and (if done) what proves it. */
export type DemoActionProgress =
  { status: 'open' | 'in_progress' } | { status: 'done' | 'cancelled'; closed: DemoActionClosing };

export interface DemoActionClosing {
  daysAgo: number;
  note: string;
  /** File names of the tenant's demo documents. */
  evidence?: string[];
}

export type DemoAction = DemoActionSource &
  DemoActionProgress & {
    code: string;
    title: string;
    description: string;
    /** Code of the asset the work is on, or null for work on the organisation. */
    asset: string | null;
    /** A member of the tenant. */
    owner: DemoUserKey;
    priority: (typeof priorities)[number];
    /** Days from the moment of seeding; negative is past, so an open action with one is overdue. */
    dueDaysFromNow: number | null;
    /** When it was raised. */
    raisedDaysAgo: number;
  };

/** A generated CSV time series; the columns depend on the kind of instrument. */
export interface DemoCsvSeries {
  series: 'piezometer' | 'seepage' | 'pond-level' | 'survey-prism' | 'rainfall';
  instruments: string[];
  /** First reading. */
  start: IsoDate;
  intervalDays: number;
  readings: number;
  /** The level the values move around (elevation, flow, displacement…), per series. */
  baseline: number;
}

/**
 * The body of a generated file. In `paragraphs`, a paragraph starting with `## ` is a heading and
 * one starting with `- ` a list item, so one text renders sensibly as PDF, Markdown or plain text.
 */
export type DemoContent =
  | { kind: 'pdf'; paragraphs: string[] }
  | { kind: 'markdown'; paragraphs: string[] }
  | { kind: 'text'; paragraphs: string[] }
  | ({ kind: 'csv' } & DemoCsvSeries);

/** Where a document sits: a non-asset category, one asset (by code), or nowhere (unassigned). */
export type DemoPlacement = { category: 'social' | 'corporate' } | { asset: string } | null;

export interface DemoDocument {
  title: string;
  /** Unique within the tenant; also how activity entries refer to the document. */
  fileName: string;
  author: string;
  tags: string[];
  docType: (typeof docTypes)[number];
  revision: string;
  documentDate: IsoDate;
  uploadedBy: DemoUserKey;
  placement: DemoPlacement;
  /** Assets the document talks about besides its own placement (explicit mention links). */
  mentions?: string[];
  content: DemoContent;
}

/** Subjects are named by code (assets, risks, controls) or file name (documents). */
export interface DemoActivity {
  actor: DemoUserKey;
  /** The verb the modules record (`create`, `update`, `verify`); the subject type names the area. */
  action: string;
  subject:
    | { type: 'Site' | 'Infrastructure' | 'Facility' | 'CrossSection'; code: string }
    | { type: 'Risk' | 'Control'; code: string }
    | { type: 'Document'; fileName: string };
  summary: string;
  daysAgo: number;
}

/** A rating of a cross-section (by code); a cross-section rated more than once has a history. */
export interface DemoConsequenceRating {
  crossSection: string;
  categories: Record<ConsequenceCategory, ConsequenceClass>;
  populationAtRiskCount: number | null;
  potentialLossOfLifeEstimate: number | null;
  rationale: string;
  /** File names of the tenant's demo documents. */
  evidence: string[];
  ratedBy: DemoUserKey;
  daysAgo: number;
}

/** Criteria set at one asset (by code); the rest comes from higher up or the tenant's defaults. */
export interface DemoCriteria {
  asset: string;
  values: Partial<Record<CriterionKey, number>>;
}

export interface DemoStabilityResult {
  crossSection: string;
  loadCase: LoadCase;
  method: string;
  factorOfSafety: number;
  analysisDate: IsoDate;
  /** File name of the analysis report among the tenant's demo documents. */
  document: string | null;
  by: DemoUserKey;
}

/** A member's GISTM role on a site or facility (by code); `until` in the past makes it history. */
export interface DemoAssignment {
  asset: string;
  user: DemoUserKey;
  role: ResponsibilityRole;
  since: IsoDate;
  until: IsoDate | null;
}

export interface DemoAssetSafety {
  ratings: DemoConsequenceRating[];
  criteria: DemoCriteria[];
  stabilityResults: DemoStabilityResult[];
  assignments: DemoAssignment[];
}

export interface DemoTenant {
  slug: string;
  name: string;
  memberships: DemoMembership[];
  sites: DemoSite[];
  risks: DemoRisk[];
  controls: DemoControl[];
  actions: DemoAction[];
  documents: DemoDocument[];
  activity: DemoActivity[];
  assetSafety: DemoAssetSafety;
}
