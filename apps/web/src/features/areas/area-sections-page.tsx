import { useSection } from '../../components/record-page/use-section';
import { AreaNotAvailable } from './area-not-available';

/** A record page with section tabs bound to the validated `section` search parameter. */
export function AreaSectionsPage({ area, sections }: { area: string; sections: readonly [string, ...string[]] }) {
  const [active, change] = useSection(sections);
  return <AreaNotAvailable area={area} sections={{ active, all: sections, onChange: change }} />;
}
