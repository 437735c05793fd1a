import { useId, useState } from 'react';
import styled from 'styled-components';
import { messages } from '@wenxian/domain';
import { SafetyCheckPanel, type SafetyCheckPanelProps } from '../SafetyCheckSlider';

export type SafetyCheckPageProps = Pick<SafetyCheckPanelProps, 'loadImage' | 'onVerify'> & {
  /** The check passed (200 ms after success); the owner redirects back while 跳转中··· shows. */
  onVerified: () => void;
};

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

const Redirecting = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/**
 * The safety check page's content (doc 000 §2.7): 您的访问频率过高，请进行安全认证, the slider check, and
 * 跳转中··· once it passes.
 */
export function SafetyCheckPage({ loadImage, onVerify, onVerified }: SafetyCheckPageProps) {
  const headingId = useId();
  const [isRedirecting, setIsRedirecting] = useState(false);
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{messages.errorPage.safetyCheckRequired}</Heading>
      {isRedirecting ? (
        <Redirecting role="status">{messages.errorPage.redirecting}</Redirecting>
      ) : (
        <SafetyCheckPanel
          loadImage={loadImage}
          onVerify={onVerify}
          onSuccess={() => {
            setIsRedirecting(true);
            onVerified();
          }}
        />
      )}
    </Section>
  );
}
