import { messages } from '@wenxian/domain';
import { LoadingMask } from '../LoadingMask';

export type DownloadPreparingMaskProps = {
  /** Shown while a download is requested (doc 000 §4.2 step 2). */
  isOpen: boolean;
};

/** The full-screen mask of the download flow: 正在创建下载文件，请耐心等待. */
export function DownloadPreparingMask({ isOpen }: DownloadPreparingMaskProps) {
  return <LoadingMask isOpen={isOpen} isFullScreen message={messages.download.preparing} />;
}
