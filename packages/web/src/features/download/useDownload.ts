import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { findLiteratureType } from '@wenxian/domain';
import type { ResultLiterature } from '@wenxian/ui';
import type { AppStore } from '../../app/store';
import { browserEffects } from './browserEffects';
import { createDownloadFlow, type DownloadFlow } from './downloadFlow';
import type { DownloadItem } from './downloadModals';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * The download flow bound to this page's store, router and browser window. The page's address is the
 * router's (login return, pay page `ref`), which is also right under a memory router (stories).
 */
export function useDownloadFlow(): DownloadFlow {
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  return useMemo(
    () =>
      createDownloadFlow(
        store,
        browserEffects({
          navigate: (href) => void navigate(href),
          currentPath: () => `${here.current.pathname}${here.current.search}`,
        }),
      ),
    [store, navigate],
  );
}

/** A result row as the download request needs it; null for a type outside the code table. */
export function downloadItemOf(item: ResultLiterature): DownloadItem | null {
  const type = findLiteratureType(item.type)?.code;
  return type === undefined ? null : { id: item.id, type, ...(item.isOa ? { isOa: true } : {}) };
}

/**
 * The download and read actions of a result row (doc 000 §4.2): `download(item)` / `read(item)` start
 * the flow; DownloadHost in the layout shows its mask and dialogs.
 */
export function useDownload(): { download: (item: ResultLiterature) => void; read: (item: ResultLiterature) => void } {
  const flow = useDownloadFlow();
  return useMemo(() => {
    const start = (item: ResultLiterature, isRead: boolean) => {
      const downloadItem = downloadItemOf(item);
      if (downloadItem) void flow.start([downloadItem], isRead);
    };
    return { download: (item) => start(item, false), read: (item) => start(item, true) };
  }, [flow]);
}
