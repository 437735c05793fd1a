import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { findLiteratureType } from '@wenxian/domain';
import type { ResultLiterature } from '@wenxian/ui';
import { useAppStore, useCurrentPath } from '../../app/hooks';
import type { DownloadFlow } from './downloadFlow';
import type { DownloadItem } from './downloadRequest';

/** A result row as the download request needs it; null for a type outside the code table. */
export function downloadItemOf(item: ResultLiterature): DownloadItem | null {
  const type = findLiteratureType(item.type)?.code;
  return type === undefined ? null : { id: item.id, type, ...(item.isOa ? { isOa: true } : {}) };
}

/**
 * The download and read actions of a result row (doc 000 §4.2): `download(item)` / `read(item)` start
 * the flow; DownloadHost in the layout shows its mask and dialogs. The flow's code loads with the first click,
 * not with the page: its first step asks the server who the visitor is anyway.
 */
export function useDownload(): { download: (item: ResultLiterature) => void; read: (item: ResultLiterature) => void } {
  const store = useAppStore();
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  const flow = useRef<Promise<DownloadFlow> | undefined>(undefined);
  return useMemo(() => {
    const loadFlow = () =>
      (flow.current ??= import('./bindDownloadFlow').then(
        ({ bindDownloadFlow }) => bindDownloadFlow(store, (href) => void navigate(href), currentPath),
        (error: unknown) => {
          flow.current = undefined; // offline: the next click tries again
          throw error;
        },
      ));
    const start = (item: ResultLiterature, isRead: boolean) => {
      const downloadItem = downloadItemOf(item);
      if (downloadItem) void loadFlow().then((loaded) => loaded.start([downloadItem], isRead));
    };
    return { download: (item) => start(item, false), read: (item) => start(item, true) };
  }, [store, navigate, currentPath]);
}
