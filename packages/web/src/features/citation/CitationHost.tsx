import { CitationDialog, type CitationLoadStatus } from '@wenxian/ui';
import { citationExportFileName, citationExportUrl, type ExportFormatValue } from '@wenxian/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { closeModal } from '../shared/modalSlice';
import { useGetCitationTextsQuery } from './citationApi';
import { CITATION_MODAL } from './citationModal';
import type { CitationTarget } from './citationTexts';

/**
 * The address a single-item export link points at: the site's export address, which the page server answers
 * with the file (a plain link works in a new tab, for a crawler and for a reference manager's connector).
 */
export function exportAddress({ ids, types }: CitationTarget, format: ExportFormatValue): string {
  return citationExportUrl({ ids, types, format });
}

/**
 * Writes to the browser's clipboard. Where there is none (a page not served over https, an old browser) the
 * call throws at once; as an async function that becomes a rejection, so the dialog says 复制失败….
 */
async function copyToClipboard(text: string): Promise<void> {
  await navigator.clipboard.writeText(text);
}

function CitationLoader({ target, onClose }: { target: CitationTarget; onClose: () => void }) {
  // Mounted when the dialog opens, so the formats are loaded on every opening (doc 000 §2.8).
  const { data, isError, isFetching, refetch } = useGetCitationTextsQuery(target, { refetchOnMountOrArgChange: true });
  const status: CitationLoadStatus = isFetching
    ? 'loading'
    : isError || !data || data.length === 0
      ? 'error'
      : 'loaded';

  return (
    <div>
      <CitationDialog
        isOpen
        status={status}
        idCount={target.ids.length}
        texts={data ?? []}
        exportHref={(format) => exportAddress(target, format)}
        exportFileName={(format) => (target.documents ? citationExportFileName(target.documents, format) : undefined)}
        copyText={copyToClipboard}
        onRetry={() => void refetch()}
        onClose={onClose}
      />
    </div>
  );
}

/** The citation dialog of every page, opened through the modal slice with `citationOpened(items)`. */
export function CitationHost() {
  const modal = useAppSelector((state) => state.modal);
  const dispatch = useAppDispatch();
  const target = modal.id === CITATION_MODAL ? modal.props : null;
  if (!target) return null;
  return (
    <CitationLoader
      key={`${target.types.join(',')}|${target.ids.join(',')}`}
      target={target}
      onClose={() => dispatch(closeModal())}
    />
  );
}
