import { useNavigate, useSearch } from '@tanstack/react-router';

/**
 * The record page's section: the route validates `section` (an unknown one falls back to the
 * default, spec §2), and choosing a tab writes it back into the address.
 */
export function useSection<const Section extends string>(sections: readonly [Section, ...Section[]]) {
  const search: { section?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const active = sections.find((section) => section === search.section) ?? sections[0];
  function change(section: string) {
    // `section` comes from this page's own list, which its route validates.
    void navigate({ to: '.', search: (previous) => ({ ...previous, section: section as typeof previous.section }) });
  }
  return [active, change] as const;
}
