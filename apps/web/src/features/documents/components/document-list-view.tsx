/** A list of documents as every documents page shows it: its columns, its rows' test ID, a row opens its document. */
import type { FreeboardDocument } from '@freeboard/shared/documents/documents.schemas';
import { ListView, type ListViewProps } from '../../../components/list-view/list-view';
import { documentRowTestID, useDocumentColumns } from './document-columns';

type DocumentListViewProps = Pick<ListViewProps<FreeboardDocument>, 'query' | 'labels' | 'onClearFilters'> & {
  onOpen: (documentID: string) => void;
};

export function DocumentListView({ onOpen, ...list }: DocumentListViewProps) {
  const columns = useDocumentColumns(onOpen);
  return (
    <ListView
      {...list}
      columns={columns}
      getRowID={(document) => document.documentID}
      rowTestID={documentRowTestID}
      onOpenRow={(document) => onOpen(document.documentID)}
    />
  );
}
