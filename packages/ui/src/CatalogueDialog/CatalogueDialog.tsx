import styled from 'styled-components';
import { useTheme } from 'styled-components';
import { dialogLabels, type CatalogueDialogModel } from '@wenxian/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';

export type CatalogueDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The items with 免 or 扣1篇额度, built by `buildCatalogueModel` in domain. */
  model: CatalogueDialogModel;
  /** 确定下载: the owner downloads (button code 10) and closes. */
  onConfirm: () => void;
  /** 取消: the owner sends the follow-up request and closes. */
  onCancel: () => void;
  /** × or Esc: as cancel. */
  onClose: () => void;
};

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** Long lists scroll inside the dialog; the region is focusable so keyboards can scroll it too. */
const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 40rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: none;
  }
`;

const ItemTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Mark = styled.span<{ $usesQuota: boolean }>`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $usesQuota }) => ($usesQuota ? theme.color.danger : theme.color.success)};
  background: ${({ theme, $usesQuota }) => ($usesQuota ? theme.color.brandSoft : '#e8f5ec')};
`;

/**
 * The download catalogue (doc 000 §4.3, width 1000px): each literature marked 免 (free) or 扣1篇额度
 * (uses one quota), with 确定下载 and 取消. Shown instead of the over-limit dialog when customType is 2
 * and more than one item is downloaded.
 */
export function CatalogueDialog({ isOpen, model, onConfirm, onCancel, onClose }: CatalogueDialogProps) {
  const theme = useTheme();
  return (
    <Modal
      isOpen={isOpen}
      title={model.title}
      onClose={onClose}
      width={theme.layout.catalogueDialogWidth}
      footer={
        <>
          <Button onClick={onCancel}>{model.cancelLabel}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {model.confirmLabel}
          </Button>
        </>
      }
    >
      <Summary>{model.summary}</Summary>
      <List aria-label={dialogLabels.catalogue.listLabel} tabIndex={0}>
        {model.items.map((item) => (
          <Item key={item.key}>
            <ItemTitle title={item.title}>{item.title}</ItemTitle>
            <Mark $usesQuota={item.mark === 'usesQuota'}>{item.markText}</Mark>
          </Item>
        ))}
      </List>
    </Modal>
  );
}
