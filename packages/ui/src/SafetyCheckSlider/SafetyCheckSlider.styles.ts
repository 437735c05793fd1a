import styled, { css, keyframes } from 'styled-components';

export const handleSizePx = 44;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Instruction = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Picture = styled.div`
  position: relative;
  width: 20rem;
  height: 20rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const PictureImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  user-select: none;
  pointer-events: none;
`;

export const PicturePlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  background: rgba(255, 255, 255, 0.7);
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Spinner = styled.span`
  width: 2.8rem;
  height: 2.8rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.brand};
  animation: ${spin} 0.8s linear infinite;
  /* Screenshots and users who ask for less motion see a still icon. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Track = styled.div`
  position: relative;
  width: 32rem;
  height: ${handleSizePx}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  touch-action: none;
  user-select: none;
`;

export const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
`;

export const Handle = styled.div<{ $isLocked: boolean }>`
  position: absolute;
  top: -1px;
  left: 0;
  width: ${handleSizePx}px;
  height: ${handleSizePx}px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  cursor: grab;
  touch-action: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${({ $isLocked }) =>
    $isLocked &&
    css`
      cursor: not-allowed;
      opacity: 0.7;
    `}
`;

export const Status = styled.p<{ $tone: 'neutral' | 'success' | 'danger' }>`
  min-height: 2.2rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.textSecondary};
`;
