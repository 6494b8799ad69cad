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
}

export function useDocumentListLabels({ caption, empty, searched }: DocumentListText): ListLabels {
  const { t } = useTranslation('documents');
  const noMatch = searched ? 'empty.searched' : 'empty.filtered';
  return {
    caption: t(caption),
    loading: t('loading'),
    empty: { title: t(`${empty}.title`), description: t(`${empty}.description`) },
    noMatch: {
      title: t(`${noMatch}.title`),
      description: t(`${noMatch}.description`),
      clear: t(searched ? 'filters.clearAll' : 'filters.clear'),
    },
    error: { title: t('error.title'), description: t('error.description'), retry: t('error.retry') },
  };
}
