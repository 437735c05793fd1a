import styled from 'styled-components';
import { dialogLabels, messages, type OverLimitButtonCode, type OverLimitDialogModel } from '@wenxian/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';

export type OverLimitDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Title, tips, quota lines and buttons, built by `buildOverLimitModel` in domain. */
  model: OverLimitDialogModel;
  /** A button was chosen: 10 confirm download or read, 2 pay per item, 1 add team membership. The owner closes. */
  onButton: (code: OverLimitButtonCode) => void;
  /** 取消 was chosen; the owner sends the follow-up request and closes. */
  onCancel: () => void;
  /** × or Esc; the owner sends the follow-up request and closes. */
  onClose: () => void;
};

const Tips = styled.ul`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Usage = styled.dl`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const UsageHeading = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Info = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * The over-limit dialog (doc 000 §4.3): the title and tips for pop_type × isOA × isRead, the quota
 * used/total, and buttons that emit their codes. Esc and × close; 取消 cancels; both ask the owner to
 * send the follow-up request.
 */
export function OverLimitDialog({ isOpen, model, onButton, onCancel, onClose }: OverLimitDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      title={model.title}
      onClose={onClose}
      width="52rem"
      footer={
        <>
          <Button onClick={onCancel}>{messages.download.cancel}</Button>
          {model.buttons.map((button) => (
            <Button
              key={button.code}
              variant={button.isPrimary ? 'primary' : 'secondary'}
              data-code={button.code}
              onClick={() => onButton(button.code)}
            >
              {button.label}
            </Button>
          ))}
        </>
      }
    >
      <Tips>
        {model.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </Tips>
      {model.info && <Info>{model.info}</Info>}
      {model.usages.length > 0 && (
        <>
          <UsageHeading>{dialogLabels.overLimit.usageHeading}</UsageHeading>
          <Usage>
            {model.usages.map((line) => (
              <div key={line.vipType} style={{ display: 'contents' }}>
                <dt>{line.label}</dt>
                <dd>{line.text}</dd>
              </div>
            ))}
          </Usage>
        </>
      )}
    </Modal>
  );
}
