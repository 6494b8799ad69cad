import { useNavigate, useSearch } from '@tanstack/react-router';
import { AreaNotAvailable } from './area-not-available';

/** A record page with section tabs bound to the validated `section` search parameter. */
export function AreaSectionsPage({ area, sections }: { area: string; sections: readonly [string, ...string[]] }) {
  const search: { section?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const active = search.section ?? sections[0];
  return (
    <AreaNotAvailable
      area={area}
      sections={{
        active,
        all: sections,
        onChange: (section) =>
          // `section` comes from this page's own list, which its route validates.
          void navigate({
            to: '.',
            search: (previous) => ({ ...previous, section: section as typeof previous.section }),
          }),
      }}
    />
  );
}
