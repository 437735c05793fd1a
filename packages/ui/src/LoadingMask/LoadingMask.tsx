import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { shellLabels } from '@wenxian/domain';

export type LoadingMaskProps = {
  /** Whether the mask covers its area. */
  isOpen: boolean;
  /** What is happening, e.g. 正在创建下载文件，请耐心等待 while a download is prepared (doc 000 §4.2). */
  message?: ReactNode;
  /** Cover the whole viewport (page-blocking work) instead of the nearest positioned parent. */
  isFullScreen?: boolean;
};

const Overlay = styled.div<{ $isFullScreen: boolean }>`
  ${({ $isFullScreen }) =>
    $isFullScreen
      ? css`
          position: fixed;
        `
      : css`
          position: absolute;
        `}
  inset: 0;
  z-index: ${({ theme }) => theme.z.mask};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.veil};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Spinner = styled.span`
  width: 3.2rem;
  height: 3.2rem;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  animation: loading-mask-spin 0.8s linear infinite;
  @keyframes loading-mask-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A translucent cover that blocks a region (or the page) while work runs, with a spinner and an
 * optional message. It is a polite live region, so the message is read out when it appears.
 */
export function LoadingMask({ isOpen, message, isFullScreen = false }: LoadingMaskProps) {
  if (!isOpen) return null;
  return (
    <Overlay
      role="status"
      aria-busy="true"
      aria-label={message ? undefined : shellLabels.loadingMask.label}
      $isFullScreen={isFullScreen}
    >
      <Spinner aria-hidden="true" />
      {message && <span>{message}</span>}
    </Overlay>
  );
}
