import styled from 'styled-components';
import { resultLabels } from '@wenxian/domain';

const L = resultLabels;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

const Action = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: 2.8rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.border};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export type ResultActionsProps = {
  canDownload: boolean;
  canRead: boolean;
  isCollected: boolean;
  onDownload?: () => void;
  onRead?: () => void;
  onCite?: () => void;
  onCollect?: (isCollected: boolean) => void;
};

/** The row's actions: download, read online, cite, collect (a toggle). */
export function ResultActions({
  canDownload,
  canRead,
  isCollected,
  onDownload,
  onRead,
  onCite,
  onCollect,
}: ResultActionsProps) {
  return (
    <Actions>
      {canDownload && onDownload && (
        <Action type="button" onClick={() => onDownload()}>
          {L.download}
        </Action>
      )}
      {canRead && onRead && (
        <Action type="button" onClick={() => onRead()}>
          {L.read}
        </Action>
      )}
      {onCite && (
        <Action type="button" onClick={() => onCite()}>
          {L.cite}
        </Action>
      )}
      {onCollect && (
        <Action type="button" aria-pressed={isCollected} onClick={() => onCollect(!isCollected)}>
          {/* A toggle keeps its name; the filled star and aria-pressed say it is collected. */}
          <span aria-hidden="true">{isCollected ? '★' : '☆'}</span>
          {L.collect}
        </Action>
      )}
    </Actions>
  );
}
