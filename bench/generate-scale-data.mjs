// Adds a large, deterministic data set to the demo tenant "Northwind Mining" of a database that the
// server has already migrated and seeded (SEED_DEMO=true): 2,000 sites with 4,000 infrastructures,
// 10,000 facilities and 50,000 rated cross-sections (bench/generate-asset-tree.mjs), 10,000 risks,
// 30,000 controls (3 per risk, most with the verification their last verification columns repeat),
// 100,000 documents and 200,000 activity entries. Values come from a seeded pseudo-random generator,
// so the same seed and reference date give the same rows, IDs included.
// Each document has a version 1 and the text its file would yield (150–400 words of a tailings report
// about its asset, with common words, rare words and numbers), already `indexed` in English.
// Rows go in oldest first with INSERT … SELECT FROM unnest(one array per column), 10,000 at a time,
// in one transaction, as the superuser (row-level security does not apply to it) with foreign-key
// checks and triggers off — except the documents' search-vector trigger, switched on for their insert
// alone, so `search_vector` is what the application computes; then VACUUM (ANALYZE), so plans and
// index-only scans see settled tables.
// The reference date (default: today, UTC) is the end of the five years the creation times cover.
//
//   node bench/generate-scale-data.mjs <postgres-url> [--seed 20261124] [--reference-date 2026-11-24]
//
// Or import { generateScaleData } and pass the URL.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import pg from 'pg';
import { assetTreeTables, buildAssetTree, insertAssetTree } from './generate-asset-tree.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const tenantSlug = 'northwind-mining';

export const scaleCounts = {
  sites: 2_000,
  risks: 10_000,
  controlsPerRisk: 3,
  documents: 100_000,
  activity: 200_000,
};

/**
 * The word used for `q` on documents: in one kind of monitoring report's title, a tag, and the text
 * of about one document in eight.
 */
export const documentSearchWord = 'piezometer';

/** Searches of the documents' text: a word in about half of them, one in a few, and two words. */
export const documentSearches = {
  common: 'embankment',
  rare: 'Quorvanta',
  twoWords: 'seepage inclinometer',
};

const batchSize = 10_000;
const dayMs = 86_400_000;
const spanDays = 5 * 365;

// ---------------------------------------------------------------------------------------------
// Shared enumerations, read from packages/shared (TypeScript) through esbuild.

async function importShared(relativePath) {
  const result = await build({
    entryPoints: [path.join(root, 'packages/shared/src', relativePath)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

// ---------------------------------------------------------------------------------------------
// Seeded pseudo-random values (mulberry32).

function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (values) => values[Math.floor(next() * values.length)],
    /** `pairs`: [value, weight][]. */
    weighted(pairs) {
      const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of pairs) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pairs.at(-1)[0];
    },
    /** `count` distinct values, in the order drawn. */
    sample(values, count) {
      const chosen = [];
      const limit = Math.min(count, values.length);
      while (chosen.length < limit) {
        const value = values[Math.floor(next() * values.length)];
        if (!chosen.includes(value)) chosen.push(value);
      }
      return chosen;
    },
    /** An index in [0, length), the first ones more likely (a few prolific authors, many occasional). */
    skewedIndex: (length) => Math.min(length - 1, Math.floor(length * next() ** 1.6)),
    /** A UUIDv7 for a creation time, as the application makes them (time-ordered). */
    uuidV7(ms) {
      const hex = (value, width) => Math.floor(value).toString(16).padStart(width, '0');
      const time = hex(ms, 12);
      const randA = hex(next() * 0x1000, 3);
      const variant = hex(0x8000 + next() * 0x4000, 4);
      const randB = hex(next() * 0x1000000, 6) + hex(next() * 0x1000000, 6);
      return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randA}-${variant}-${randB}`;
    },
  };
  return random;
}

const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms) => new Date(ms).toISOString();
const slug = (text) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------------------------------------------------------------------------------------------
// Vocabulary.

// prettier-ignore
const firstNames = [
  'Alex', 'Carolina', 'Priya', 'Tomás', 'Ingrid', 'Kwame', 'Mei', 'Lucas', 'Amara', 'Jonas', 'Sofia', 'Rahul',
  'Elena', 'Mateo', 'Hannah', 'Oluwaseun', 'Camila', 'Liam', 'Yuki', 'Fatima', 'Diego', 'Astrid', 'Noah', 'Zanele',
  'Marta',
];
// prettier-ignore
const lastNames = [
  'Morgan', 'Reyes', 'Nair', 'Fuentes', 'Lindqvist', 'Mensah', 'Chen', 'Oliveira', 'Okafor', 'Berg', 'Rossi',
  'Sharma', 'Petrova', 'Silva', 'Schmidt', 'Adeyemi', 'Rojas', 'Walsh', 'Tanaka', 'Haddad', 'Castro', 'Nilsson',
  'Fraser', 'Dlamini', 'Kowalski',
];

// prettier-ignore
const places = [
  'Quebrada Honda', 'Cerro Negro', 'Llano Verde', 'Kestrel Ridge', 'Red Hill', 'Lake Tana', 'Mount Ember',
  'Salar Grande', 'Pine Creek', 'Río Seco', 'Iron Knob', 'Blue Valley', 'Ngami Flats', 'Tarn Point', 'Coyote Wash',
  'Kiruna South', 'Bear Lake', 'Sandy Gully', 'El Toro', 'Dune Crest', 'Mulga Plains', 'Storm Bay', 'Eagle Pass',
  'Wolf Creek', 'Copper Springs', 'Granite Flat', 'Ochre Hills', 'Silver Reef', 'Condor Peak', 'Black Swan',
];
// prettier-ignore
const countries = [
  { country: 'Chile', regions: ['Antofagasta', 'Atacama', 'Coquimbo'], lat: [-27, -22], lon: [-71, -68] },
  { country: 'Peru', regions: ['Arequipa', 'Cusco', 'Apurímac'], lat: [-16, -13], lon: [-73, -70] },
  { country: 'Australia', regions: ['Western Australia', 'Queensland', 'South Australia'], lat: [-32, -20], lon: [116, 149] },
  { country: 'Canada', regions: ['British Columbia', 'Ontario', 'Québec'], lat: [46, 56], lon: [-128, -72] },
  { country: 'Brazil', regions: ['Minas Gerais', 'Pará'], lat: [-20, -5], lon: [-50, -43] },
  { country: 'South Africa', regions: ['Limpopo', 'Northern Cape'], lat: [-29, -23], lon: [22, 30] },
  { country: 'Ghana', regions: ['Ashanti', 'Western'], lat: [5, 7], lon: [-3, -1] },
  { country: 'Sweden', regions: ['Norrbotten', 'Västerbotten'], lat: [64, 68], lon: [17, 22] },
];
const commodities = ['copper', 'gold', 'iron ore', 'lithium', 'zinc', 'nickel', 'silver', 'bauxite'];
const operators = [
  'Northwind Mining',
  'Northwind Mining',
  'Northwind–Andes JV',
  'Kestrel Resources',
  'Northwind Nordic',
];

const riskTitles = {
  overtopping: [
    'Overtopping of {asset} during an extreme rainfall event',
    'Loss of freeboard at {asset} after a blocked spillway',
    'Wave run-up over the crest of {asset} in a storm',
  ],
  internal_erosion: [
    'Internal erosion along the decant conduit of {asset}',
    'Piping through the foundation of {asset}',
    'Suffusion in the filter zone of {asset}',
  ],
  static_liquefaction: [
    'Static liquefaction of loose tailings at {asset}',
    'Flow failure of an upstream raise at {asset}',
  ],
  seismic_liquefaction: [
    'Seismic liquefaction of the tailings beach at {asset}',
    'Post-earthquake strength loss in {asset}',
  ],
  slope_instability: [
    'Downstream slope instability at {asset}',
    'Shallow slip on the downstream face of {asset}',
    'Rapid drawdown failure of the upstream slope at {asset}',
  ],
  foundation_failure: [
    'Foundation failure along a weak clay layer under {asset}',
    'Excess pore pressure in the foundation of {asset}',
  ],
  seepage: [
    'Uncontrolled seepage at the toe of {asset}',
    'Seepage bypassing the cut-off of {asset}',
    'Contaminated seepage reaching groundwater near {asset}',
  ],
  other: [
    'Loss of monitoring data at {asset}',
    'Unauthorised access to {asset}',
    'Pump failure in the return water system of {asset}',
  ],
};
const causes = [
  'Inflow design flood exceeded',
  'Pond encroaching on the beach after a wet season',
  'Filter not built to the design gradation',
  'Piezometric levels above the design line',
  'Loose contractive tailings below the beach',
  'Earthquake larger than the design event',
  'Decant tower blocked by debris',
  'Operator error during a raise',
  'Deferred maintenance of the seepage collection system',
  'Instrumentation not read for several weeks',
];
const consequences = [
  'Release of tailings to the river downstream',
  'Damage to the haul road and the process plant',
  'Contamination of the community water supply',
  'Injury to people working on the embankment',
  'Regulatory shutdown of the site',
  'Loss of storage capacity for a season',
];
const controlTexts = [
  'Daily visual inspection of the crest and downstream face',
  'Weekly vibrating-wire piezometer readings against trigger levels',
  'Monthly survey prism monitoring of crest settlement',
  'Spillway kept clear of debris and inspected after every storm',
  'Annual dam safety inspection by the Engineer of Record',
  'Beach length kept above 150 m by rotating the spigots',
  'Pond level kept below the operating limit with real-time alarms',
  'Independent tailings review board review every year',
  'Emergency preparedness and response plan exercised every year',
  'Filter gradation checked during every raise',
  'Seismic monitoring network with automatic notification',
  'Seepage flow measured weekly at the toe weirs',
  'Cone penetration testing of the tailings every two years',
  'Water balance model updated every quarter',
  'Change management for any deviation from the design',
  'Competency register for tailings operators',
  'Storm storage verified after each bathymetric survey',
  'Drone survey of the embankment every month',
  'InSAR deformation monitoring every 12 days',
  'Dam breach analysis updated every five years',
  'Security patrols and fencing around the impoundment',
  'Standby pumps tested every month',
];
const performanceStandards = [
  'Readings within trigger level 1',
  'Minimum freeboard 1.5 m at all times',
  'Beach length at least 150 m',
  'Inspection report filed within 48 hours',
  'No open findings older than 90 days',
  null,
];
// prettier-ignore
const tagNames = [
  'piezometer', 'seepage', 'freeboard', 'gistm', 'community', 'emergency-preparedness', 'inspection', 'dsr',
  'itrb', 'eor', 'rtfe', 'stability', 'liquefaction', 'seismic', 'hydrology', 'water-balance', 'spillway', 'decant',
  'beach', 'pond', 'filter', 'drain', 'cpt', 'laboratory', 'survey', 'insar', 'drone', 'prism', 'closure',
  'raise', 'construction', 'qa-qc', 'as-built', 'design', 'breach', 'inundation', 'risk', 'fmea', 'controls',
  'audit', 'regulator', 'permit', 'environment', 'groundwater', 'dust', 'training', 'governance', 'disclosure',
  'annual-report', 'correspondence',
];
const docTitles = {
  design_basis: ['Design basis report', 'Design criteria memorandum'],
  construction_records: ['Construction records', 'As-built drawings and QA/QC records'],
  deviance_accountability: ['Deviance accountability report'],
  oms_manual: ['Operation, maintenance and surveillance manual'],
  emergency_plan: ['Emergency preparedness and response plan', 'Evacuation map'],
  dam_safety_review: ['Dam safety review'],
  annual_review: ['Annual performance review', 'Annual dam safety inspection'],
  risk_assessment: ['Failure modes and effects analysis', 'Risk assessment workshop minutes'],
  breach_analysis: ['Dam breach analysis', 'Inundation study'],
  site_characterisation: ['Geotechnical site investigation', 'Hydrogeological characterisation'],
  laboratory: ['Laboratory test results', 'Triaxial test report'],
  monitoring: ['Piezometer monitoring report', 'Survey prism monitoring report', 'Monthly instrumentation summary'],
  independent_review: ['Independent tailings review board report', 'Independent peer review'],
  other: ['Meeting minutes', 'Correspondence', 'Site photographs'],
};
const socialSubjects = [
  'Santa Rosa community',
  'Kestrel traditional owners',
  'regional emergency office',
  'grievance log',
];
const corporateSubjects = ['Northwind Mining', 'Board tailings committee', 'Accountable Executive', 'group standards'];
const fileFormats = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
  jpg: 'image/jpeg',
};

// ---------------------------------------------------------------------------------------------
// The text of the documents' files, as extraction would yield it: the title and particulars, then
// sentences of a tailings report about the document's asset (or subject), in a shuffled order.

// prettier-ignore
const months = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December',
];
const decimal = (random, min, max, digits = 1) => (min + random.next() * (max - min)).toFixed(digits);
const dayOf = (random) => `${random.int(1, 28)} ${random.pick(months)} ${random.int(2021, 2026)}`;

/**
 * Words of tailings reports, each with the share of documents whose text has it and sentences that
 * use it and none of the other words listed here, so that the share is what a search finds.
 */
const textTerms = [
  {
    word: 'tailings',
    share: 0.6,
    sentences: [
      (r) => `Tailings were deposited at an average of ${r.int(200, 2_500)} t/h of dry solids during the period.`,
      (r) =>
        `The tailings are a silty sand with ${r.int(30, 85)} % fines and a specific gravity of ${decimal(r, 2.6, 3.2, 2)}.`,
      (r) => `Dry density of the tailings in the impoundment averaged ${decimal(r, 1.2, 1.8, 2)} t/m3.`,
    ],
  },
  {
    word: 'embankment',
    share: 0.5,
    sentences: [
      (r) => `The embankment was raised by ${decimal(r, 0.5, 4)} m to RL ${decimal(r, 800, 4_200)} m.`,
      () => 'Visual inspection of the embankment found no signs of distress, cracking or deformation.',
      (r) => `The downstream shoulder of the embankment was surveyed at ${r.int(12, 240)} points.`,
    ],
  },
  {
    word: 'crest',
    share: 0.4,
    sentences: [
      (r) =>
        `The crest was surveyed at RL ${decimal(r, 800, 4_200)} m, ${decimal(r, 0, 1.5, 2)} m above the design level.`,
      (r) => `Crest width was at least ${r.int(8, 40)} m along the whole length.`,
      (r) => `Minor rutting was noted on the crest road near chainage ${r.int(0, 6_000)} m.`,
    ],
  },
  {
    word: 'seepage',
    share: 0.35,
    sentences: [
      (r) => `Seepage at the V-notch weir measured ${decimal(r, 0.1, 45)} L/s, clear and without fines.`,
      (r) =>
        `Total seepage was ${decimal(r, 1, 90)} L/s compared with ${decimal(r, 1, 90)} L/s in the previous quarter.`,
      (r) => `A new seepage point was found ${r.int(5, 900)} m from the left abutment and is now monitored weekly.`,
    ],
  },
  {
    word: 'pond',
    share: 0.3,
    sentences: [
      (r) => `The supernatant pond covered ${decimal(r, 2, 180)} ha at RL ${decimal(r, 800, 4_200)} m.`,
      (r) => `Pond volume was estimated at ${decimal(r, 0.1, 30, 2)} Mm3 from the bathymetry.`,
    ],
  },
  {
    word: 'freeboard',
    share: 0.3,
    sentences: [
      (r) => `Operational freeboard was ${decimal(r, 0.8, 6, 2)} m against a minimum of ${decimal(r, 0.5, 2, 1)} m.`,
      () => 'The freeboard allows for the inflow design flood and for wave run-up.',
    ],
  },
  {
    word: 'beach',
    share: 0.25,
    sentences: [
      (r) => `Beach length averaged ${r.int(60, 900)} m with an overall slope of ${decimal(r, 0.2, 2.5)} %.`,
      () => 'The beach was dry and firm along the eastern side.',
    ],
  },
  {
    word: 'spillway',
    share: 0.2,
    sentences: [
      (r) => `The spillway channel was clear of debris, with its invert at RL ${decimal(r, 800, 4_200)} m.`,
      (r) => `Spillway capacity was checked against a peak inflow of ${r.int(5, 900)} m3/s.`,
    ],
  },
  {
    word: 'decant',
    share: 0.15,
    sentences: [
      (r) => `The decant tower was extended to RL ${decimal(r, 800, 4_200)} m and its inlets cleared.`,
      (r) => `Decant barge pumps returned ${r.int(10_000, 900_000)} m3 of water to the process plant.`,
    ],
  },
  {
    word: 'settlement',
    share: 0.15,
    sentences: [
      (r) =>
        `Settlement of the survey monuments reached ${r.int(2, 180)} mm, within the predicted ${r.int(150, 400)} mm.`,
      () => 'Foundation settlement is in line with the consolidation analysis.',
    ],
  },
  {
    word: 'piezometer',
    share: 0.12,
    sentences: [
      (r) =>
        `Vibrating-wire piezometer VW-${r.int(1, 80)} read ${decimal(r, 5, 450)} kPa, ${decimal(r, 0.2, 9)} m below trigger level 1.`,
      (r) => `Standpipe piezometer SP-${r.int(1, 40)} was dry when read on ${dayOf(r)}.`,
    ],
  },
  {
    word: 'phreatic',
    share: 0.1,
    sentences: [
      (r) => `The phreatic surface stays ${decimal(r, 1, 12)} m below the design line in the downstream shoulder.`,
      () => 'The phreatic line in the stability model was updated from the latest readings.',
    ],
  },
  {
    word: 'inclinometer',
    share: 0.08,
    sentences: [
      (r) =>
        `Inclinometer IN-${r.int(1, 30)} showed a cumulative displacement of ${r.int(1, 60)} mm at ${r.int(3, 70)} m depth.`,
      () => 'No shear zone is visible in the inclinometer profiles.',
    ],
  },
  {
    word: 'underdrain',
    share: 0.05,
    sentences: [(r) => `The underdrain outlet discharged ${decimal(r, 0.1, 12, 2)} L/s.`],
  },
];

/** Sentences without any of the words above, to make up each text's length. */
const fillerSentences = [
  (r) =>
    `The inspection on ${dayOf(r)} was made by ${r.pick(firstNames)} ${r.pick(lastNames)} with the site superintendent.`,
  (r) => `Rainfall for the period was ${r.int(0, 900)} mm against a long-term average of ${r.int(20, 700)} mm.`,
  () => 'No new cracking, sinkholes or wet areas were seen during the walkover.',
  (r) =>
    `Survey monument SM-${r.int(1, 90)} moved ${r.int(0, 40)} mm horizontally and ${r.int(0, 30)} mm vertically since the previous reading.`,
  (r) => `Actions from the previous review: ${r.int(0, 30)} closed, ${r.int(0, 12)} open and ${r.int(0, 5)} overdue.`,
  (r) => `The water balance shows a surplus of ${r.int(1_000, 500_000)} m3 for the quarter.`,
  (r) =>
    `Deposition continued from the ${r.pick(['north', 'south', 'east', 'west'])} spigots, ${r.int(2, 24)} of them open.`,
  (r) => `Operators completed ${r.int(4, 120)} hours of training on the trigger action response plan.`,
  () => 'The Engineer of Record reviewed the design assumptions and found them still valid.',
  (r) =>
    `Laboratory results gave a dry density of ${decimal(r, 1.3, 2.1, 2)} t/m3, a moisture content of ${decimal(r, 5, 40)} % and a fines content of ${r.int(10, 90)} %.`,
  (r) =>
    `The bathymetric survey measured ${decimal(r, 0.5, 90)} Mm3 stored, ${r.int(20, 98)} % of the design capacity.`,
  (r) => `The accelerograph recorded a peak ground acceleration of ${decimal(r, 0.001, 0.3, 3)} g on ${dayOf(r)}.`,
  () => 'Access roads, fences and signage were in good condition.',
  (r) => `Return water pumps ran for ${r.int(100, 2_200)} hours with an availability of ${decimal(r, 80, 100)} %.`,
  (r) => `The downstream slope was measured at ${decimal(r, 2, 4)}H:1V over a height of ${r.int(8, 160)} m.`,
  (r) =>
    `Cone penetration test CPT-${r.int(1, 60)} reached ${decimal(r, 5, 60)} m with a tip resistance below ${decimal(r, 0.5, 8)} MPa.`,
  (r) => `Vegetation on the downstream face was cut back in ${r.pick(months)}.`,
  (r) => `The next review is due in ${r.pick(months)} ${r.int(2025, 2028)}.`,
  (r) => `Instrument readings were within the expected range on ${r.int(85, 100)} % of the days.`,
];

/**
 * Words that a few documents each have (`rareTextWordDocuments` of them): invented places and unusual
 * terms, none of them anywhere else in the data.
 */
const rareTextWords = {
  place: ['Quorvanta', 'Zelmirra', 'Ostrakeel', 'Brumvale', 'Tchalinga', 'Kelderwick'],
  term: ['liquefaction-triggering', 'thixotropic', 'cryosuction', 'slickensided'],
};
const rareTextWordDocuments = [5, 20];
const rareSentences = {
  place: [
    (word, r) => `Samples were sent to the laboratory at ${word} on ${dayOf(r)}.`,
    (word, r) => `Rockfill came from the quarry at ${word}, ${r.int(2, 60)} km away.`,
  ],
  term: [
    (word, r) => `A ${word} condition was considered at ${r.int(2, 60)} m depth.`,
    (word, r) => `The study refers to ${word} behaviour (ref. ${r.int(100, 999)}).`,
  ],
};

/** An independent generator per document, so a text does not depend on the others or on their order. */
function documentTextSeed(seed, index) {
  let hash = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Which documents (by index) get which rare words. */
function rareWordsByDocument(seed, documentCount) {
  const random = createRandom(documentTextSeed(seed, -1));
  const chosen = new Map();
  for (const [kind, words] of Object.entries(rareTextWords)) {
    for (const word of words) {
      const documents = random.int(...rareTextWordDocuments);
      for (let picked = 0; picked < documents; picked += 1) {
        const index = random.int(0, documentCount - 1);
        chosen.set(index, [...(chosen.get(index) ?? []), { kind, word }]);
      }
    }
  }
  return chosen;
}

/** 150–400 words (the header aside), made only when the row is inserted. */
function documentText(seed, row) {
  const random = createRandom(documentTextSeed(seed, row.index));
  const sentences = [];
  for (const term of textTerms) {
    if (!random.chance(term.share)) continue;
    for (let count = random.int(1, 2); count > 0; count -= 1) sentences.push(random.pick(term.sentences)(random));
  }
  for (const { kind, word } of row.rareWords) sentences.push(random.pick(rareSentences[kind])(word, random));
  for (let count = random.int(0, 2); count > 0; count -= 1) {
    sentences.push(
      `${random.pick(['Readings for', 'Actions at', 'Photographs of'])} ${row.subject} are in the appendix.`,
    );
  }
  const wanted = random.int(150, 400);
  let words = sentences.reduce((sum, sentence) => sum + sentence.split(' ').length, 0);
  while (words < wanted) {
    const sentence = random.pick(fillerSentences)(random);
    sentences.push(sentence);
    words += sentence.split(' ').length;
  }
  for (let index = sentences.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random.next() * (index + 1));
    [sentences[index], sentences[other]] = [sentences[other], sentences[index]];
  }
  const particulars = `Author: ${row.author ?? 'unknown'} · Revision ${row.revision} · ${row.documentDate}`;
  return `${row.title} ${particulars} This report covers ${row.subject}. ${sentences.join(' ')}`;
}

// ---------------------------------------------------------------------------------------------
// Inserting many rows: one statement per batch, INSERT … SELECT FROM unnest(one array per column).

/**
 * `columns`: [name, sql type of the array element, value of a row, optional expression of `t.cN`].
 */
async function insertRows(client, table, columns, rows) {
  const names = columns.map(([name]) => name).join(', ');
  const expressions = columns.map(([, , , expression], index) =>
    expression ? expression(`t.c${index}`) : `t.c${index}`,
  );
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  const text = `insert into ${table} (${names}) select ${expressions.join(', ')} from unnest(${arrays}) as t(${aliases})`;
  const parametersOf = (start) => {
    const batch = rows.slice(start, start + batchSize);
    return columns.map(([, , value]) => batch.map(value));
  };
  // The next batch's parameters are built while the database inserts the current one.
  let running = null;
  for (let start = 0; start < rows.length; start += batchSize) {
    const parameters = parametersOf(start);
    await running;
    running = client.query(text, parameters);
  }
  await running;
}

/**
 * `always`: the trigger fires even with `session_replication_role = replica`; `origin`: back to how
 * migrations create triggers. Refuses a trigger that is not in the state this expects.
 */
async function setTriggerFiring(client, table, trigger, firing) {
  const {
    rows: [row],
  } = await client.query(`select tgenabled from pg_trigger where tgrelid = $1::regclass and tgname = $2`, [
    table,
    trigger,
  ]);
  const expected = firing === 'always' ? 'O' : 'A';
  if (row?.tgenabled !== expected) {
    throw new Error(`trigger ${trigger} on ${table}: expected state ${expected}, found ${row?.tgenabled ?? 'none'}`);
  }
  await client.query(`alter table ${table} enable ${firing === 'always' ? 'always ' : ''}trigger ${trigger}`);
}

const asTags = (ref) => `case when ${ref} = '' then '{}'::text[] else string_to_array(${ref}, '|') end`;
const asJson = (ref) => `${ref}::jsonb`;

// ---------------------------------------------------------------------------------------------

/**
 * Adds the scale data set to Northwind Mining. `databaseUrl`: a superuser connection to a database
 * the server has migrated and seeded. Returns counts, timings and values the benchmark filters on.
 */
export async function generateScaleData(databaseUrl, { seed = 20_261_124, referenceDate, log = () => {} } = {}) {
  const started = performance.now();
  const riskEnums = await importShared('risks/risk-enums.ts');
  const { defaultRiskMatrix, rateRisk } = await importShared('risks/risk-matrix.ts');
  const { docTypes } = await importShared('documents/document-enums.ts');
  const { riskStatuses, failureModes, controlPriorities, controlStatuses, controlTypes } = riskEnums;
  const { controlNatures, controlTimings, verificationFrequencies, verificationResults } = riskEnums;

  const random = createRandom(seed);
  const now = referenceDate ? Date.parse(`${referenceDate}T00:00:00Z`) : Math.floor(Date.now() / dayMs) * dayMs;
  if (!Number.isFinite(now)) throw new Error(`not a date: ${referenceDate}`);
  /** A time in the last five years, as milliseconds, on a whole second plus random milliseconds. */
  const pastTime = () => now - random.int(1, spanDays * dayMs);
  const later = (ms, maxDays) => Math.min(now, ms + random.int(0, maxDays * dayMs));
  /** Creation times of `count` records, oldest first: codes and IDs follow creation, as in the application. */
  const creationTimes = (count) => Float64Array.from({ length: count }, pastTime).sort();

  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench scale data' });
  await client.connect();
  try {
    const {
      rows: [tenant],
    } = await client.query(
      `select t.id, m.cells from tenants t left join risk_matrices m on m.tenant_id = t.id where t.slug = $1`,
      [tenantSlug],
    );
    if (!tenant) throw new Error(`no tenant "${tenantSlug}": start the server once with SEED_DEMO=true first`);
    const tenantID = tenant.id;
    // A tenant without a stored matrix rates by the default.
    const matrix = Array.isArray(tenant.cells) ? tenant.cells : defaultRiskMatrix;
    if (JSON.stringify(matrix) !== JSON.stringify(defaultRiskMatrix)) {
      log('note: the tenant has its own risk matrix; ratings follow it');
    }
    const { rows: taken } = await client.query('select 1 from risks where tenant_id = $1 and code = $2', [
      tenantID,
      'R-1000',
    ]);
    if (taken.length > 0) throw new Error('the scale data is already there (risk R-1000 exists)');

    const { rows: members } = await client.query(
      `select u.id, u.name from memberships m join users u on u.id = m.user_id where m.tenant_id = $1 order by u.email`,
      [tenantID],
    );
    const assetsOf = async (table) =>
      (await client.query(`select id, code, name from ${table} where tenant_id = $1 order by code`, [tenantID])).rows;
    const existingSites = await assetsOf('sites');
    const infrastructures = await assetsOf('infrastructures');
    const facilities = await assetsOf('facilities');
    const crossSections = await assetsOf('cross_sections');

    // Sites ----------------------------------------------------------------------------------
    const siteRows = [];
    const siteTimes = creationTimes(scaleCounts.sites);
    for (let number = 1; number <= scaleCounts.sites; number += 1) {
      const createdAt = siteTimes[number - 1];
      const place = random.pick(places);
      const where = random.pick(countries);
      const commodity = random.pick(commodities);
      siteRows.push({
        id: random.uuidV7(createdAt),
        code: `S-${String(number).padStart(4, '0')}`,
        name: `${place} ${commodity === 'iron ore' ? 'Iron Ore' : commodity[0].toUpperCase() + commodity.slice(1)} ${random.pick(['Mine', 'Operation', 'Project', 'Complex'])}`,
        description: `${random.pick(['Open pit', 'Underground', 'Open pit and underground'])} ${commodity} mine with ${random.int(1, 4)} tailings storage facilities.`,
        country: where.country,
        region: random.pick(where.regions),
        latitude: (where.lat[0] + random.next() * (where.lat[1] - where.lat[0])).toFixed(6),
        longitude: (where.lon[0] + random.next() * (where.lon[1] - where.lon[0])).toFixed(6),
        commodity,
        operator: random.pick(operators),
        status: random.weighted([
          ['active', 70],
          ['care_and_maintenance', 20],
          ['closed', 10],
        ]),
        version: random.int(1, 4),
        createdAt,
        updatedAt: later(createdAt, 400),
      });
    }
    const tree = buildAssetTree(random, { sites: siteRows, members, now, dayMs });
    infrastructures.push(...tree.infrastructures);
    facilities.push(...tree.facilities);
    crossSections.push(...tree.crossSections);
    const allSites = [...existingSites, ...siteRows];
    const assetPool = {
      site: allSites,
      infrastructure: infrastructures,
      facility: facilities,
      'cross-section': crossSections,
    };
    /** A function that draws an asset (or none, for type null) with these weights per asset type. */
    const assetPicker = (weights) => {
      const present = weights.filter(([type]) => type === null || assetPool[type].length > 0);
      return () => {
        const assetType = random.weighted(present);
        return assetType === null
          ? { assetType, asset: null }
          : { assetType, asset: random.pick(assetPool[assetType]) };
      };
    };

    // People ---------------------------------------------------------------------------------
    const people = random.sample(
      firstNames.flatMap((first) => lastNames.map((last) => `${first} ${last}`)),
      firstNames.length * lastNames.length,
    );
    const authors = people.slice(0, 200);
    /** Owners are members of the tenant (users); one record in ten has none yet. */
    const pickOwner = () => (random.chance(0.1) ? null : random.pick(members).id);

    // Risks and controls ---------------------------------------------------------------------
    const riskRows = [];
    const controlRows = [];
    const verificationRows = [];
    const linkRows = [];
    const riskTimes = creationTimes(scaleCounts.risks);
    const riskAsset = assetPicker([
      [null, 10],
      ['site', 30],
      ['infrastructure', 15],
      ['facility', 30],
      ['cross-section', 15],
    ]);
    for (let index = 0; index < scaleCounts.risks; index += 1) {
      const createdAt = riskTimes[index];
      const failureMode = random.pick(failureModes);
      const { assetType, asset } = riskAsset();
      const status = random.weighted([
        ['open', 45],
        ['treated', 30],
        ['accepted', 10],
        ['closed', 15],
      ]);
      const likelihood = random.int(1, 5);
      const consequence = random.int(1, 5);
      const hasResidual = status !== 'open' || random.chance(0.4);
      const residualLikelihood = hasResidual ? random.int(1, likelihood) : null;
      const residualConsequence = hasResidual ? random.int(Math.max(1, consequence - 1), consequence) : null;
      const code = `R-${1000 + index}`;
      riskRows.push({
        id: random.uuidV7(createdAt),
        code,
        title: random.pick(riskTitles[failureMode]).replace('{asset}', asset ? asset.code : 'the tailings portfolio'),
        description: `${random.pick(causes)}. ${random.pick(consequences)}.`,
        failureMode,
        assetType,
        assetId: asset?.id ?? null,
        cause: random.pick(causes),
        consequence: random.pick(consequences),
        materialUnwantedEvent: random.chance(0.12),
        likelihood,
        consequenceLevel: consequence,
        rating: rateRisk(matrix, likelihood, consequence),
        residualLikelihood,
        residualConsequence,
        residualRating: hasResidual ? rateRisk(matrix, residualLikelihood, residualConsequence) : null,
        ownerId: pickOwner(),
        status,
        nextReviewDate: status === 'closed' ? null : isoDate(now + random.int(-60, 365) * dayMs),
        version: random.int(1, 6),
        createdAt,
        updatedAt: later(createdAt, 300),
      });
      const where = asset ? ` at ${asset.code}` : '';
      for (let position = 0; position < scaleCounts.controlsPerRisk; position += 1) {
        const controlCreatedAt = later(createdAt, 30);
        const verifiedAt = random.chance(0.7) ? later(controlCreatedAt, 900) : null;
        const control = {
          id: random.uuidV7(controlCreatedAt),
          code: `C-${1000 + controlRows.length}`,
          description: `${random.pick(controlTexts)}${where}`,
          priority: random.weighted([
            [controlPriorities[0], 15],
            [controlPriorities[1], 35],
            [controlPriorities[2], 35],
            [controlPriorities[3], 15],
          ]),
          proactiveOrReactive: random.weighted([
            [controlTimings[0], 70],
            [controlTimings[1], 30],
          ]),
          critical: random.chance(0.15),
          type: random.weighted([
            [controlTypes[0], 80],
            [controlTypes[1], 20],
          ]),
          status: random.weighted([
            [controlStatuses[0], 70],
            [controlStatuses[1], 20],
            [controlStatuses[2], 10],
          ]),
          dueDate: random.chance(0.3) ? isoDate(now + random.int(-90, 365) * dayMs) : null,
          ownerId: pickOwner(),
          nature: random.chance(0.9) ? random.pick(controlNatures) : null,
          performanceStandard: random.pick(performanceStandards),
          verificationFrequency: random.pick(verificationFrequencies),
          lastVerifiedAt: verifiedAt === null ? null : isoDate(verifiedAt),
          lastVerificationResult:
            verifiedAt !== null
              ? random.weighted([
                  [verificationResults[0], 70],
                  [verificationResults[1], 22],
                  [verificationResults[2], 8],
                ])
              : null,
          version: random.int(1, 4),
          createdAt: controlCreatedAt,
          updatedAt: later(controlCreatedAt, 300),
        };
        controlRows.push(control);
        // The last verification columns repeat the newest verification, as the application keeps them.
        if (verifiedAt !== null) {
          verificationRows.push({
            id: random.uuidV7(verifiedAt),
            controlId: control.id,
            verifiedOn: control.lastVerifiedAt,
            result: control.lastVerificationResult,
            recordedBy: random.pick(members).id,
            createdAt: verifiedAt,
          });
        }
        linkRows.push({ riskId: riskRows.at(-1).id, controlId: control.id, position });
      }
    }

    // Documents ------------------------------------------------------------------------------
    const documentRows = [];
    const documentTimes = creationTimes(scaleCounts.documents);
    const rareWords = rareWordsByDocument(seed, scaleCounts.documents);
    const documentAsset = assetPicker([
      ['site', 35],
      ['infrastructure', 15],
      ['facility', 35],
      ['cross-section', 15],
    ]);
    for (let index = 0; index < scaleCounts.documents; index += 1) {
      const createdAt = documentTimes[index];
      const docType = random.pick(docTypes);
      const section = random.weighted([
        ['social', 8],
        ['corporate', 8],
        ['unassigned', 12],
        ['asset', 72],
      ]);
      const { assetType, asset } = section === 'asset' ? documentAsset() : { assetType: null, asset: null };
      const documentDate = createdAt - random.int(0, 90) * dayMs;
      const year = new Date(documentDate).getUTCFullYear();
      const subject =
        section === 'social'
          ? random.pick(socialSubjects)
          : section === 'corporate'
            ? random.pick(corporateSubjects)
            : asset
              ? `${asset.code} ${asset.name}`
              : random.pick(places);
      const period = random.pick(['Q1 ', 'Q2 ', 'Q3 ', 'Q4 ', 'H1 ', 'H2 ', '']);
      const title = `${random.pick(docTitles[docType])}: ${subject} ${period}${year}`;
      const extension =
        docType === 'monitoring'
          ? random.pick(['csv', 'xlsx', 'pdf'])
          : docType === 'laboratory'
            ? random.pick(['xlsx', 'pdf'])
            : docType === 'other'
              ? random.pick(['pdf', 'jpg', 'docx', 'txt'])
              : random.weighted([
                  ['pdf', 75],
                  ['docx', 20],
                  ['md', 5],
                ]);
      const id = random.uuidV7(createdAt);
      const fileName = `${slug(title).slice(0, 80)}.${extension}`;
      const storageKey = `bench-placeholder/${id}/${fileName}`;
      const tagCount = random.weighted([
        [0, 15],
        [1, 30],
        [2, 30],
        [3, 15],
        [4, 10],
      ]);
      documentRows.push({
        index,
        id,
        title,
        subject,
        rareWords: rareWords.get(index) ?? [],
        fileName,
        mimeType: fileFormats[extension],
        sizeBytes: Math.round(8_000 * 2 ** (random.next() * 11)),
        sha256: createHash('sha256').update(storageKey).digest('hex'),
        storageKey,
        author: random.chance(0.03) ? null : authors[random.skewedIndex(authors.length)],
        tags: random.sample(tagNames, tagCount).join('|'),
        docType,
        revision: random.pick(['0', 'A', 'B', 'C', '1', '2']),
        documentDate: isoDate(documentDate),
        nonAssetCategory: section === 'social' || section === 'corporate' ? section : null,
        assetType,
        assetId: asset?.id ?? null,
        uploadedBy: random.pick(members).id,
        version: random.chance(0.8) ? 1 : random.int(2, 4),
        createdAt,
        updatedAt: later(createdAt, 60),
      });
    }

    // Activity -------------------------------------------------------------------------------
    const activityRows = [];
    const fieldsOf = {
      Risk: [
        ['status', () => random.pick(riskStatuses), () => random.pick(riskStatuses)],
        ['ownerId', pickOwner, pickOwner],
        ['inherentLikelihood', () => random.int(1, 5), () => random.int(1, 5)],
        ['nextReviewDate', () => isoDate(pastTime()), () => isoDate(pastTime())],
      ],
      Control: [
        ['status', () => random.pick(controlStatuses), () => random.pick(controlStatuses)],
        ['lastVerifiedAt', () => isoDate(pastTime()), () => isoDate(pastTime())],
        ['ownerId', pickOwner, pickOwner],
      ],
      Document: [
        ['revision', () => 'A', () => 'B'],
        ['tags', () => random.sample(tagNames, 2), () => random.sample(tagNames, 3)],
      ],
      Site: [
        ['status', () => 'active', () => 'care_and_maintenance'],
        ['operator', () => random.pick(operators), () => random.pick(operators)],
      ],
    };
    const subjects = [
      ['Risk', 35, riskRows, 'risk'],
      ['Control', 25, controlRows, 'control'],
      ['Document', 20, documentRows, 'document'],
      ['Site', 8, allSites, 'site'],
      ['Facility', 4, facilities, 'facility'],
      ['Infrastructure', 2, infrastructures, 'infrastructure'],
      ['CrossSection', 2, crossSections, 'cross-section'],
      ['User', 4, members, 'user'],
    ].filter(([, , pool]) => pool.length > 0);
    const subjectWeights = subjects.map((subject) => [subject, subject[1]]);
    const activityTimes = creationTimes(scaleCounts.activity);
    for (let index = 0; index < scaleCounts.activity; index += 1) {
      const createdAt = activityTimes[index];
      const [subjectType, , pool, noun] = random.weighted(subjectWeights);
      const subject = random.pick(pool);
      const actor = random.pick(members);
      const label = subject.code ?? subject.title ?? subject.name;
      let action;
      let summary;
      let changes = null;
      if (subjectType === 'User') {
        action = random.chance(0.95) ? 'auth.signed_in' : 'auth.sign_in_failed';
        summary = action === 'auth.signed_in' ? `${subject.name} signed in with a password` : `Failed sign-in`;
      } else {
        action = random.weighted([
          ['create', 15],
          ['update', 83],
          ['delete', 2],
        ]);
        if (action === 'update') {
          const fields = random.sample(fieldsOf[subjectType] ?? [['name', () => 'old', () => 'new']], random.int(1, 2));
          changes = JSON.stringify(
            Object.fromEntries(fields.map(([field, before, after]) => [field, { before: before(), after: after() }])),
          );
          summary = `Updated ${noun} ${label}: ${fields.map(([field]) => field).join(', ')}`;
        } else {
          summary = `${action === 'create' ? 'Created' : 'Deleted'} ${noun} ${label}`;
        }
      }
      activityRows.push({
        id: random.uuidV7(createdAt),
        actorUserId: actor.id,
        action,
        subjectType,
        subjectId: subject.id,
        summary,
        changes,
        address: random.chance(0.6) ? `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}` : null,
        createdAt,
      });
    }
    const generatedMs = performance.now() - started;
    log(`values generated in ${(generatedMs / 1000).toFixed(1)} s; inserting…`);

    // Insert ---------------------------------------------------------------------------------
    const insertStarted = performance.now();
    const tenantColumn = ['tenant_id', 'uuid', () => tenantID];
    const timestamps = [
      ['created_at', 'timestamptz', (row) => isoTime(row.createdAt)],
      ['updated_at', 'timestamptz', (row) => isoTime(row.updatedAt)],
    ];
    await client.query('begin');
    // Foreign-key checks and triggers off for the load: every reference is drawn from rows read or
    // made above, and no server is running to be told of the change.
    await client.query('set local session_replication_role = replica');
    try {
      await insertRows(
        client,
        'sites',
        [
          tenantColumn,
          ['id', 'uuid', (row) => row.id],
          ['code', 'text', (row) => row.code],
          ['name', 'text', (row) => row.name],
          ['description', 'text', (row) => row.description],
          ['country', 'text', (row) => row.country],
          ['region', 'text', (row) => row.region],
          ['latitude', 'numeric', (row) => row.latitude],
          ['longitude', 'numeric', (row) => row.longitude],
          ['commodity', 'text', (row) => row.commodity],
          ['operator', 'text', (row) => row.operator],
          ['status', 'text', (row) => row.status],
          ['version', 'int', (row) => row.version],
          ...timestamps,
        ],
        siteRows,
      );
      await insertAssetTree(
        (table, columns, rows) => insertRows(client, table, columns, rows),
        { tenantColumn, isoTime },
        tree,
      );
      await insertRows(
        client,
        'risks',
        [
          tenantColumn,
          ['id', 'uuid', (row) => row.id],
          ['code', 'text', (row) => row.code],
          ['title', 'text', (row) => row.title],
          ['description', 'text', (row) => row.description],
          ['failure_mode', 'text', (row) => row.failureMode],
          ['asset_type', 'text', (row) => row.assetType],
          ['asset_id', 'uuid', (row) => row.assetId],
          ['cause', 'text', (row) => row.cause],
          ['consequence', 'text', (row) => row.consequence],
          ['material_unwanted_event', 'boolean', (row) => row.materialUnwantedEvent],
          ['inherent_likelihood', 'int', (row) => row.likelihood],
          ['inherent_consequence', 'int', (row) => row.consequenceLevel],
          ['inherent_risk_rating', 'int', (row) => row.rating],
          ['residual_likelihood', 'int', (row) => row.residualLikelihood],
          ['residual_consequence', 'int', (row) => row.residualConsequence],
          ['residual_risk_rating', 'int', (row) => row.residualRating],
          ['owner_id', 'uuid', (row) => row.ownerId],
          ['status', 'text', (row) => row.status],
          ['next_review_date', 'date', (row) => row.nextReviewDate],
          ['version', 'int', (row) => row.version],
          ...timestamps,
        ],
        riskRows,
      );
      await insertRows(
        client,
        'controls',
        [
          tenantColumn,
          ['id', 'uuid', (row) => row.id],
          ['code', 'text', (row) => row.code],
          ['description', 'text', (row) => row.description],
          ['priority', 'text', (row) => row.priority],
          ['proactive_or_reactive', 'text', (row) => row.proactiveOrReactive],
          ['critical', 'boolean', (row) => row.critical],
          ['type', 'text', (row) => row.type],
          ['status', 'text', (row) => row.status],
          ['due_date', 'date', (row) => row.dueDate],
          ['owner_id', 'uuid', (row) => row.ownerId],
          ['nature', 'text', (row) => row.nature],
          ['performance_standard', 'text', (row) => row.performanceStandard],
          ['verification_frequency', 'text', (row) => row.verificationFrequency],
          ['last_verified_at', 'date', (row) => row.lastVerifiedAt],
          ['last_verification_result', 'text', (row) => row.lastVerificationResult],
          ['version', 'int', (row) => row.version],
          ...timestamps,
        ],
        controlRows,
      );
      await insertRows(
        client,
        'control_verifications',
        [
          tenantColumn,
          ['id', 'uuid', (row) => row.id],
          ['control_id', 'uuid', (row) => row.controlId],
          ['verified_on', 'date', (row) => row.verifiedOn],
          ['result', 'text', (row) => row.result],
          ['recorded_by', 'uuid', (row) => row.recordedBy],
          ['created_at', 'timestamptz', (row) => isoTime(row.createdAt)],
        ],
        verificationRows,
      );
      await insertRows(
        client,
        'risk_controls',
        [
          tenantColumn,
          ['risk_id', 'uuid', (row) => row.riskId],
          ['control_id', 'uuid', (row) => row.controlId],
          ['position', 'int', (row) => row.position],
        ],
        linkRows,
      );
      // The documents' search vector as the application computes it: their own trigger, switched on
      // for this insert alone and back before the commit, so the schema is as it was.
      await setTriggerFiring(client, 'documents', 'documents_search_vector', 'always');
      await insertRows(
        client,
        'documents',
        [
          tenantColumn,
          ['id', 'uuid', (row) => row.id],
          ['title', 'text', (row) => row.title],
          ['file_name', 'text', (row) => row.fileName],
          ['mime_type', 'text', (row) => row.mimeType],
          ['size_bytes', 'int', (row) => row.sizeBytes],
          ['sha256', 'text', (row) => row.sha256],
          ['storage_key', 'text', (row) => row.storageKey],
          ['author', 'text', (row) => row.author],
          ['tags', 'text', (row) => row.tags, asTags],
          ['doc_type', 'text', (row) => row.docType],
          ['revision', 'text', (row) => row.revision],
          ['document_date', 'date', (row) => row.documentDate],
          ['non_asset_category', 'text', (row) => row.nonAssetCategory],
          ['asset_type', 'text', (row) => row.assetType],
          ['asset_id', 'uuid', (row) => row.assetId],
          ['uploaded_by', 'uuid', (row) => row.uploadedBy],
          ['current_version', 'int', () => 1],
          ['extracted_text', 'text', (row) => documentText(seed, row)],
          ['text_status', 'text', () => 'indexed'],
          ['text_language', 'text', () => 'english'],
          ['version', 'int', (row) => row.version],
          ...timestamps,
        ],
        documentRows,
      );
      await setTriggerFiring(client, 'documents', 'documents_search_vector', 'origin');
      await insertRows(
        client,
        'document_versions',
        [
          tenantColumn,
          ['document_id', 'uuid', (row) => row.id],
          ['version_number', 'int', () => 1],
          ['file_name', 'text', (row) => row.fileName],
          ['mime_type', 'text', (row) => row.mimeType],
          ['size_bytes', 'int', (row) => row.sizeBytes],
          ['sha256', 'text', (row) => row.sha256],
          ['storage_key', 'text', (row) => row.storageKey],
          ['revision', 'text', (row) => row.revision],
          ['uploaded_by', 'uuid', (row) => row.uploadedBy],
          ['created_at', 'timestamptz', (row) => isoTime(row.createdAt)],
        ],
        documentRows,
      );
      // The documents' filter choices are counted by a trigger, off for this load: count them again.
      await client.query('select freeboard_document_filter_recount($1)', [tenantID]);
      await insertRows(
        client,
        'activity',
        [
          tenantColumn,
          ['id', 'uuid', (row) => row.id],
          ['actor_user_id', 'uuid', (row) => row.actorUserId],
          ['action', 'text', (row) => row.action],
          ['subject_type', 'text', (row) => row.subjectType],
          ['subject_id', 'text', (row) => row.subjectId],
          ['summary', 'text', (row) => row.summary],
          ['changes', 'text', (row) => row.changes, asJson],
          ['address', 'inet', (row) => row.address],
          ['created_at', 'timestamptz', (row) => isoTime(row.createdAt)],
        ],
        activityRows,
      );
      // The code series continue after the generated codes when the application creates records.
      for (const [prefix, last] of [
        ['S', scaleCounts.sites],
        ['I', tree.infrastructures.length],
        ['F', tree.facilities.length],
        ['XS', tree.crossSections.length],
        ['R', 999 + scaleCounts.risks],
        ['C', 999 + controlRows.length],
      ]) {
        await client.query(
          `insert into code_sequences (tenant_id, prefix, last_value) values ($1, $2, $3)
           on conflict (tenant_id, prefix) do update set last_value = greatest(code_sequences.last_value, $3)`,
          [tenantID, prefix, last],
        );
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    const insertMs = performance.now() - insertStarted;
    log(`inserted in ${(insertMs / 1000).toFixed(1)} s; vacuum (analyze)…`);

    const analyzeStarted = performance.now();
    const tables = [
      'sites',
      ...assetTreeTables,
      'risks',
      'controls',
      'control_verifications',
      'risk_controls',
      'documents',
      'document_versions',
      'activity',
    ];
    for (const table of tables) await client.query(`vacuum (analyze) ${table}`);
    const analyzeMs = performance.now() - analyzeStarted;

    return {
      tenantID,
      seed,
      referenceDate: isoDate(now),
      generated: {
        sites: siteRows.length,
        infrastructures: tree.infrastructures.length,
        facilities: tree.facilities.length,
        crossSections: tree.crossSections.length,
        ratings: tree.ratings.length,
        assignments: tree.assignments.length,
        risks: riskRows.length,
        controls: controlRows.length,
        verifications: verificationRows.length,
        riskControls: linkRows.length,
        documents: documentRows.length,
        documentVersions: documentRows.length,
        activity: activityRows.length,
      },
      timingsMs: {
        values: Math.round(generatedMs),
        insert: Math.round(insertMs),
        vacuumAnalyze: Math.round(analyzeMs),
        total: Math.round(performance.now() - started),
      },
      probes: await probeValues(client, tenantID),
    };
  } finally {
    await client.end();
  }
}

/** Values for the benchmark's filters, chosen from the data as inserted: typical, not extreme. */
async function probeValues(client, tenantID) {
  const median = (rows) => rows[Math.floor(rows.length / 2)];
  const { rows: authors } = await client.query(
    `select author as value, count(*)::int as documents from documents
      where tenant_id = $1 and author is not null group by author order by count(*), author`,
    [tenantID],
  );
  const { rows: tags } = await client.query(
    `select tag as value, count(*)::int as documents from documents, unnest(tags) as tag
      where tenant_id = $1 group by tag order by count(*), tag`,
    [tenantID],
  );
  // Matched as the API matches `q`: the words in each configuration documents are indexed with.
  const matching = async (q) => {
    const {
      rows: [row],
    } = await client.query(
      `select count(*)::int as documents from documents where tenant_id = $1 and search_vector @@
         (websearch_to_tsquery('simple', $2) || websearch_to_tsquery('english', $2) || websearch_to_tsquery('spanish', $2))`,
      [tenantID, q],
    );
    return { value: q, documents: row.documents };
  };
  const word = await matching(documentSearchWord);
  const searches = {};
  for (const [kind, q] of Object.entries(documentSearches)) searches[kind] = await matching(q);
  const {
    rows: [siteWithDocuments],
  } = await client.query(
    `select s.id, s.code, count(*)::int as documents from documents d join sites s on s.tenant_id = d.tenant_id and s.id = d.asset_id
      where d.tenant_id = $1 and d.asset_type = 'site' group by s.id, s.code order by count(*) desc, s.code limit 1`,
    [tenantID],
  );
  const {
    rows: [siteWithActivity],
  } = await client.query(
    `select s.id, s.code, count(*)::int as entries from activity a join sites s on s.tenant_id = a.tenant_id and s.id::text = a.subject_id
      where a.tenant_id = $1 and a.subject_type = 'Site' group by s.id, s.code order by count(*) desc, s.code limit 1`,
    [tenantID],
  );
  const {
    rows: [siteWithFacilities],
  } = await client.query(
    `select s.id, s.code, count(*)::int as facilities from facilities f
       join infrastructures i on i.tenant_id = f.tenant_id and i.id = f.infrastructure_id
       join sites s on s.tenant_id = i.tenant_id and s.id = i.site_id
      where f.tenant_id = $1 group by s.id, s.code order by count(*) desc, s.code limit 1`,
    [tenantID],
  );
  const {
    rows: [facilityWithCrossSections],
  } = await client.query(
    `select f.id, f.code, count(*)::int as cross_sections from cross_sections x
       join facilities f on f.tenant_id = x.tenant_id and f.id = x.facility_id
      where x.tenant_id = $1 group by f.id, f.code order by count(*) desc, f.code limit 1`,
    [tenantID],
  );
  return {
    author: { ...median(authors), distinct: authors.length },
    tag: { ...median(tags), distinct: tags.length },
    word,
    searches,
    siteWithDocuments,
    siteWithActivity,
    siteWithFacilities,
    facilityWithCrossSections,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { seed: { type: 'string' }, 'reference-date': { type: 'string' } },
  });
  const [databaseUrl] = positionals;
  if (!databaseUrl) {
    console.error('usage: node bench/generate-scale-data.mjs <postgres-url> [--seed N] [--reference-date YYYY-MM-DD]');
    process.exit(2);
  }
  const { hostname } = new URL(databaseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
    console.error(`the database must be on this machine (127.0.0.1), not ${hostname}`);
    process.exit(2);
  }
  const summary = await generateScaleData(databaseUrl, {
    seed: values.seed === undefined ? undefined : Number(values.seed),
    referenceDate: values['reference-date'],
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(summary, null, 2));
}
