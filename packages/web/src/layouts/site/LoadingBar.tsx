import { ProgressBar } from '@wenxian/ui';

/** The ui's progress bar in its mock mode (doc 000 §2.8), in a module of its own so that it loads when first shown. */
export function LoadingBar({ hasFailed }: { hasFailed: boolean }) {
  return <ProgressBar step={1} isMock hasFailed={hasFailed} />;
}
