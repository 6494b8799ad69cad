/**
 * The names an area goes by on both sides, declared once in its own `<area>.names.ts`: the API's
 * routes, 404 code, ability subject and Activity subject type, and the web app's paths, come from
 * them. Every names file is listed in `areas.gen.ts` (`npm run registries`), and what would otherwise
 * be a hand-kept list (ability subjects, error codes, the trail's record types) is read from there.
 */

/** Which rules of the roles an area's subject falls under (`auth/abilities.ts`), and its place in the navigation. */
export type AreaGroup = 'assets' | 'work';

export interface AreaNames {
  /** The URL segment under `/api`, the web list's path, the cache's name: `cross-sections`. */
  readonly path: string;
  /** The CASL subject of its routes and the subject type of its Activity: `CrossSection`. */
  readonly subject: string;
  /** One record in messages, the trail and test IDs: `cross-section` (its 404 is `cross_section_not_found`). */
  readonly noun: string;
  /** The record's ID field and route parameter: `crossSectionID`. */
  readonly idField: string;
  readonly group: AreaGroup;
}

/** Declares an area's names, keeping each as its literal type. */
export function areaNames<const Names extends AreaNames>(names: Names): Names {
  return names;
}

type Snake<Text extends string> = Text extends `${infer Head}-${infer Tail}` ? `${Head}_${Snake<Tail>}` : Text;

/** `cross-section` → `cross_section_not_found`. */
export type NotFoundCode<Noun extends string> = `${Snake<Noun>}_not_found`;

export function notFoundCodeOf<Noun extends string>(noun: Noun): NotFoundCode<Noun> {
  return `${noun.replaceAll('-', '_')}_not_found` as NotFoundCode<Noun>;
}
