import styled from 'styled-components';
import { dialogLabels, formatMigrationCount, messages } from '@wenxian/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';

/** The old site's assets as the server reports them (doc 000 §3 "Migration data"); missing ones show --. */
export type MigrationData = {
  BalanceMoney?: number | string | null;
  journalCount?: number | string | null;
  literatureCount?: number | string | null;
};

export type MigrationStatus = 'ask' | 'migrating' | 'done';

export type MigrationDialogProps = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** What would move; null while unknown (all show --). */
  data: MigrationData | null;
  /** ask: the two buttons; migrating: 确认迁移 busy; done: 数据迁移成功. */
  status: MigrationStatus;
  /** 确认迁移. */
  onConfirm: () => void;
  /** 暂不迁移, or × / Esc while asking: the owner sets the migration cookie to "0". */
  onDecline: () => void;
  /** Closing after success. */
  onClose: () => void;
};

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.font.lineHeight};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    text-align: center;
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Success = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-align: center;
`;

/** The old-site migration notice (doc 000 §1, §4.6): balance, journal and literature counts, 暂不迁移 / 确认迁移. */
export function MigrationDialog({ isOpen, data, status, onConfirm, onDecline, onClose }: MigrationDialogProps) {
  const labels = dialogLabels.migration;
  const isDone = status === 'done';
  const isBusy = status === 'migrating';
  const figures = [
    { label: labels.balance, value: data?.BalanceMoney },
    { label: labels.journalCount, value: data?.journalCount },
    { label: labels.literatureCount, value: data?.literatureCount },
  ];
  return (
    <Modal
      isOpen={isOpen}
      title={labels.title}
      onClose={isDone ? onClose : onDecline}
      closeOnBackdrop={false}
      footer={
        isDone ? (
          <Button variant="primary" onClick={onClose}>
            {dialogLabels.common.gotIt}
          </Button>
        ) : (
          <>
            <Button onClick={onDecline} isBusy={isBusy}>
              {messages.migration.decline}
            </Button>
            <Button variant="primary" onClick={onConfirm} isBusy={isBusy}>
              {messages.migration.confirm}
            </Button>
          </>
        )
      }
    >
      {isDone ? (
        <Success role="status">{messages.migration.success}</Success>
      ) : (
        <>
          <Intro>{labels.intro}</Intro>
          <Figures>
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>{figure.label}</dt>
                <dd>{formatMigrationCount(figure.value)}</dd>
              </div>
            ))}
          </Figures>
        </>
      )}
    </Modal>
  );
}
