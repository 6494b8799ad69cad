/** What a list of documents says while loading, when empty, when nothing matches, and when it failed. */
import { useTranslation } from 'react-i18next';
import type { ListLabels } from '../../../components/list-view/list-view';

interface DocumentListText {
  /** Key of the table's name. */
  caption: string;
  /** Key holding the empty state's `title` and `description`. */
  empty: string;
  /** Whether the list was searched: nothing matching then speaks of the search, not only filters. */
  searched: boolean;
  /** The name of the section searched, when the search covered one section only. */
  searchedIn?: string;
  /**
   * How many of the tenant's files are still being read (none, or not known, when undefined): only
   * then does a search that finds nothing say that it may find more in a moment.
   */
  textPending?: number;
}

export function useDocumentListLabels({
  caption,
  empty,
  searched,
  searchedIn,
  textPending,
}: DocumentListText): ListLabels {
  const { t } = useTranslation('documents');
  const noMatch = searched
    ? {
        title: searchedIn ? t('empty.searched.titleIn', { section: searchedIn }) : t('empty.searched.title'),
        description: [
          t('empty.searched.description'),
          ...(textPending ? [t('empty.searched.textPending', { count: textPending })] : []),
        ].join(' '),
      }
    : { title: t('empty.filtered.title'), description: t('empty.filtered.description') };
  return {
    caption: t(caption),
    loading: t('loading'),
    empty: { title: t(`${empty}.title`), description: t(`${empty}.description`) },
    noMatch: { ...noMatch, clear: t(searched ? 'filters.clearAll' : 'filters.clear') },
    error: { title: t('error.title'), description: t('error.description'), retry: t('error.retry') },
  };
}
