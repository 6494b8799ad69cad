// The asset tree of the scale data set: under each generated site two infrastructures, under those
// 10,000 facilities in all and five cross-sections each (50,000). Every cross-section has a
// consequence rating, and the classes are written on the rows as the database's triggers would (the
// load runs with triggers off): a cross-section's is its rating's, a facility's the highest of its
// cross-sections'. Half of the Very High and Extreme facilities have a current ITRB member; one
// facility in twenty sets design criteria of its own.

export const assetTreeCounts = {
  infrastructuresPerSite: 2,
  facilities: 10_000,
  crossSectionsPerFacility: 5,
};

const classes = ['low', 'significant', 'high', 'very_high', 'extreme'];
const infrastructureKinds = [
  ['tailings_storage', 'Tailings Storage Facility', 60],
  ['water_dam', 'Water Dam', 20],
  ['heap_leach', 'Heap Leach Pad', 8],
  ['waste_dump', 'Waste Rock Dump', 7],
  ['other', 'Sediment Pond', 5],
];
const facilityKinds = [
  ['embankment', 'Main Embankment', 55],
  ['saddle_dam', 'Saddle Dam', 20],
  ['spillway', 'Spillway', 10],
  ['decant', 'Decant Tower', 10],
  ['other', 'Diversion Channel', 5],
];
const methods = ['upstream', 'downstream', 'centreline', 'modified_centreline', 'filtered_stack', 'in_pit', 'other'];
const phases = ['design', 'construction', 'operation', 'closure_active', 'closure_passive', 'safely_closed'];
const walls = ['North', 'South', 'East', 'West', 'Main', 'Left Abutment', 'Right Abutment'];

const weighted = (random, kinds) => random.weighted(kinds.map(([value, label, weight]) => [[value, label], weight]));

/**
 * `sites`: the generated site rows (id, code, name, createdAt); `members`: the tenant's members.
 * Returns the rows to insert, oldest first within each table.
 */
export function buildAssetTree(random, { sites, members, now, dayMs }) {
  const infrastructures = [];
  const facilities = [];
  const crossSections = [];
  const ratings = [];
  const assignments = [];
  const criteria = [];
  const after = (ms, maxDays) => Math.min(now, ms + random.int(0, maxDays * dayMs));

  for (const site of sites) {
    for (let index = 0; index < assetTreeCounts.infrastructuresPerSite; index += 1) {
      const createdAt = after(site.createdAt, 30);
      const [type, label] = weighted(random, infrastructureKinds);
      infrastructures.push({
        id: random.uuidV7(createdAt),
        siteId: site.id,
        name: `${site.name.replace(/ (Mine|Operation|Project|Complex)$/, '')} ${label} ${index + 1}`,
        type,
        phase: random.pick(phases),
        createdAt,
      });
    }
  }
  infrastructures.sort((a, b) => a.createdAt - b.createdAt);
  infrastructures.forEach((row, index) => (row.code = `I-${String(index + 1).padStart(4, '0')}`));

  // 10,000 facilities over 4,000 infrastructures: two or three each.
  const perInfrastructure = assetTreeCounts.facilities / infrastructures.length;
  let owed = 0;
  for (const infrastructure of infrastructures) {
    owed += perInfrastructure;
    const count = Math.floor(owed);
    owed -= count;
    for (let index = 0; index < count; index += 1) {
      const createdAt = after(infrastructure.createdAt, 60);
      const [type, label] = weighted(random, facilityKinds);
      const heightM = random.int(8, 140);
      facilities.push({
        id: random.uuidV7(createdAt),
        infrastructureId: infrastructure.id,
        name: `${infrastructure.name.replace(/ \d+$/, '')} ${label}${count > 1 ? ` ${index + 1}` : ''}`,
        type,
        constructionMethod: random.pick(methods),
        phase: random.pick(phases),
        heightM,
        crestElevationMasl: random.int(200, 4500),
        crestLengthM: random.int(200, 6000),
        storageVolumeM3: type === 'embankment' ? random.int(1, 800) * 1_000_000 : null,
        lastDamSafetyReview: new Date(now - random.int(30, 1800) * dayMs).toISOString().slice(0, 10),
        createdAt,
        crossSectionClasses: [],
      });
    }
  }
  facilities.sort((a, b) => a.createdAt - b.createdAt);
  facilities.forEach((row, index) => (row.code = `F-${String(index + 1).padStart(5, '0')}`));

  for (const facility of facilities) {
    for (let index = 0; index < assetTreeCounts.crossSectionsPerFacility; index += 1) {
      const createdAt = after(facility.createdAt, 90);
      const chainageM = (index + 1) * random.int(150, 600);
      const consequenceClass = random.weighted([
        ['low', 15],
        ['significant', 30],
        ['high', 30],
        ['very_high', 18],
        ['extreme', 7],
      ]);
      facility.crossSectionClasses.push(consequenceClass);
      const id = random.uuidV7(createdAt);
      crossSections.push({
        id,
        facilityId: facility.id,
        name: `${random.pick(walls)} Wall Ch ${Math.floor(chainageM / 1000)}+${String(chainageM % 1000).padStart(3, '0')}`,
        chainageM,
        heightM: random.int(5, facility.heightM),
        consequenceClass,
        createdAt,
      });
      // The rating's highest category is the class; the others at or below it.
      const rank = classes.indexOf(consequenceClass);
      const below = () => classes[random.int(0, rank)];
      const ratedAt = after(createdAt, 200);
      ratings.push({
        id: random.uuidV7(ratedAt),
        crossSectionId: id,
        populationAtRisk: consequenceClass,
        potentialLossOfLife: below(),
        environment: below(),
        healthSocialCultural: below(),
        infrastructureEconomics: below(),
        overallClass: consequenceClass,
        rationale: 'Dam-break inundation study and downstream census.',
        ratedBy: random.pick(members).id,
        ratedAt,
      });
    }
    facility.consequenceClass = facility.crossSectionClasses.reduce((top, value) =>
      classes.indexOf(value) > classes.indexOf(top) ? value : top,
    );
    const itrbRequired = facility.consequenceClass === 'very_high' || facility.consequenceClass === 'extreme';
    if (itrbRequired && random.chance(0.5)) {
      const since = after(facility.createdAt, 120);
      assignments.push({
        id: random.uuidV7(since),
        assetType: 'facility',
        assetId: facility.id,
        userId: random.pick(members).id,
        role: 'itrb_member',
        since: new Date(since).toISOString().slice(0, 10),
        createdAt: since,
      });
    }
    if (random.chance(0.05)) {
      criteria.push({
        assetType: 'facility',
        assetId: facility.id,
        values: JSON.stringify({ minFosPseudoStatic: 1.1, minFreeboardM: random.int(1, 3) }),
        createdAt: after(facility.createdAt, 60),
      });
    }
  }
  crossSections.sort((a, b) => a.createdAt - b.createdAt);
  crossSections.forEach((row, index) => (row.code = `XS-${String(index + 1).padStart(5, '0')}`));

  return { infrastructures, facilities, crossSections, ratings, assignments, criteria };
}

/** The statements of `buildAssetTree`'s rows, parents first, with the scale data's `insertRows`. */
export async function insertAssetTree(insertRows, { tenantColumn, isoTime }, tree) {
  const created = ['created_at', 'timestamptz', (row) => isoTime(row.createdAt)];
  const updated = ['updated_at', 'timestamptz', (row) => isoTime(row.createdAt)];
  await insertRows(
    'infrastructures',
    [
      tenantColumn,
      ['id', 'uuid', (row) => row.id],
      ['site_id', 'uuid', (row) => row.siteId],
      ['code', 'text', (row) => row.code],
      ['name', 'text', (row) => row.name],
      ['type', 'text', (row) => row.type],
      ['phase', 'text', (row) => row.phase],
      created,
      updated,
    ],
    tree.infrastructures,
  );
  await insertRows(
    'facilities',
    [
      tenantColumn,
      ['id', 'uuid', (row) => row.id],
      ['infrastructure_id', 'uuid', (row) => row.infrastructureId],
      ['code', 'text', (row) => row.code],
      ['name', 'text', (row) => row.name],
      ['type', 'text', (row) => row.type],
      ['construction_method', 'text', (row) => row.constructionMethod],
      ['phase', 'text', (row) => row.phase],
      ['height_m', 'numeric', (row) => row.heightM],
      ['crest_elevation_masl', 'numeric', (row) => row.crestElevationMasl],
      ['crest_length_m', 'numeric', (row) => row.crestLengthM],
      ['storage_volume_m3', 'numeric', (row) => row.storageVolumeM3],
      ['last_dam_safety_review', 'date', (row) => row.lastDamSafetyReview],
      ['consequence_class', 'text', (row) => row.consequenceClass],
      created,
      updated,
    ],
    tree.facilities,
  );
  await insertRows(
    'cross_sections',
    [
      tenantColumn,
      ['id', 'uuid', (row) => row.id],
      ['facility_id', 'uuid', (row) => row.facilityId],
      ['code', 'text', (row) => row.code],
      ['name', 'text', (row) => row.name],
      ['chainage_m', 'numeric', (row) => row.chainageM],
      ['height_m', 'numeric', (row) => row.heightM],
      ['consequence_class', 'text', (row) => row.consequenceClass],
      created,
      updated,
    ],
    tree.crossSections,
  );
  await insertRows(
    'consequence_ratings',
    [
      tenantColumn,
      ['id', 'uuid', (row) => row.id],
      ['cross_section_id', 'uuid', (row) => row.crossSectionId],
      ['population_at_risk', 'text', (row) => row.populationAtRisk],
      ['potential_loss_of_life', 'text', (row) => row.potentialLossOfLife],
      ['environment', 'text', (row) => row.environment],
      ['health_social_cultural', 'text', (row) => row.healthSocialCultural],
      ['infrastructure_economics', 'text', (row) => row.infrastructureEconomics],
      ['overall_class', 'text', (row) => row.overallClass],
      ['rationale', 'text', (row) => row.rationale],
      ['rated_by', 'uuid', (row) => row.ratedBy],
      ['rated_at', 'timestamptz', (row) => isoTime(row.ratedAt)],
    ],
    tree.ratings,
  );
  await insertRows(
    'asset_assignments',
    [
      tenantColumn,
      ['id', 'uuid', (row) => row.id],
      ['asset_type', 'text', (row) => row.assetType],
      ['asset_id', 'uuid', (row) => row.assetId],
      ['user_id', 'uuid', (row) => row.userId],
      ['role', 'text', (row) => row.role],
      ['since', 'date', (row) => row.since],
      created,
      updated,
    ],
    tree.assignments,
  );
  await insertRows(
    'design_criteria',
    [
      tenantColumn,
      ['asset_type', 'text', (row) => row.assetType],
      ['asset_id', 'uuid', (row) => row.assetId],
      ['values', 'text', (row) => row.values, (ref) => `${ref}::jsonb`],
      created,
      updated,
    ],
    tree.criteria,
  );
}

export const assetTreeTables = [
  'infrastructures',
  'facilities',
  'cross_sections',
  'consequence_ratings',
  'asset_assignments',
  'design_criteria',
];
