import type { MouseEvent } from 'react';
import { CitationDialog, type CitationLoadStatus } from '@wenxian/ui';
import { exportReference, resolvePath, LITERATURE_PATHS } from '@wenxian/api';
import { buildQuery, singleExportFormats, type ExportFormatValue } from '@wenxian/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { closeModal } from '../modal/modalSlice';
import { useGetCitationTextsQuery } from './citationApi';
import { CITATION_MODAL } from './citationModal';
import type { CitationTarget } from './citationTexts';
import { saveFile } from '../../app/saveFile';

/** The address a single-item export link shows: the spec's download call with ids, types and style. */
export function exportAddress({ ids, types }: CitationTarget, style: ExportFormatValue): string {
  return `${resolvePath(LITERATURE_PATHS.refDownload)}${buildQuery([
    ['ids', ids.join(',')],
    ['types', types.join(',')],
    ['style', style],
  ])}`;
}

/** The export format a clicked link in the dialog stands for, or null for any other click. */
export function exportFormatOfClick(target: EventTarget | null, baseUrl: string): ExportFormatValue | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[download]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const style = new URL(link.getAttribute('href') ?? '', baseUrl).searchParams.get('style');
  return singleExportFormats.find((format) => format.value === style)?.value ?? null;
}

/**
 * Writes to the browser's clipboard. Where there is none (a page not served over https, an old browser) the
 * call throws at once; as an async function that becomes a rejection, so the dialog says 复制失败….
 */
export async function copyToClipboard(text: string): Promise<void> {
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

  // Single-item exports are a signed POST (POST /literature/base/ref/export): a click on an export link
  // runs that call and saves the file it returns; the link's own address stays for reading and copying.
  const onClickCapture = (event: MouseEvent) => {
    const format = exportFormatOfClick(event.target, window.location.href);
    if (!format) return;
    event.preventDefault();
    const label = singleExportFormats.find((f) => f.value === format)?.label ?? format;
    exportReference({ ids: target.ids, types: target.types, style: format }).then(
      (file) => saveFile(file.blob, file.fileName || `${target.ids.join('_')}_${label}.txt`),
      // A refused or failed call is already shown as an error toast by the call layer.
      () => undefined,
    );
  };

  return (
    <div onClickCapture={onClickCapture}>
      <CitationDialog
        isOpen
        status={status}
        idCount={target.ids.length}
        texts={data ?? []}
        exportHref={(format) => exportAddress(target, format)}
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
