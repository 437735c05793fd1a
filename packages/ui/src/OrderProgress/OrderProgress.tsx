import styled from 'styled-components';

export type OrderProgressProps = {
  /** Accessible name, e.g. 检测进度. */
  label: string;
  /** The order's stages in order (待支付, 排队中, 检测中, 检测完成). */
  steps: readonly string[];
  /** Index of the stage reached. */
  current: number;
  /** Percent within the current stage, when the server gives one (检测中 37%). */
  progress?: number;
};

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Step = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 0.4rem solid
    ${({ $state, theme }) => ($state === 'todo' ? theme.color.border : $state === 'done' ? theme.color.success : theme.color.brand)};
  color: ${({ $state, theme }) => ($state === 'todo' ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ $state, theme }) => ($state === 'current' ? theme.font.weight.bold : theme.font.weight.regular)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Bar = styled.div`
  height: 0.6rem;
  margin-top: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.color.brand};
    transition: width 0.3s;
  }
`;

/** An order's stages with the one reached, and a progress bar while the current stage reports a percent. */
export function OrderProgress({ label, steps, current, progress }: OrderProgressProps) {
  return (
    <div>
      <List aria-label={label}>
        {steps.map((step, index) => (
          <Step
            key={step}
            $state={index < current ? 'done' : index === current ? 'current' : 'todo'}
            aria-current={index === current ? 'step' : undefined}
          >
            {step}
          </Step>
        ))}
      </List>
      {progress !== undefined && progress > 0 && progress < 100 ? (
        <Bar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
          <span style={{ width: `${progress}%` }} />
        </Bar>
      ) : null}
    </div>
  );
}
