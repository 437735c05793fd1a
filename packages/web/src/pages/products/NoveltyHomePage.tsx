import styled from 'styled-components';
import { href } from 'react-router';
import { productLabels } from '@wenxian/domain';
import { SiteLink, TextLink } from '@wenxian/ui';
import { definePage } from '../../app/routeModule';
import { Lead, PageTitle, ServicePage } from '../shared/ServicePage';

const L = productLabels.novelty;

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  padding-left: ${({ theme }) => theme.space.lg};
`;
const Action = styled(SiteLink)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brand};
  color: #fff;
`;

/** /product/noveltysearch and /home: what a novelty search is, its steps, and the way to apply. */
export function NoveltyHomePage() {
  return (
    <ServicePage>
      <PageTitle>{L.title}</PageTitle>
      <Lead>{L.intro}</Lead>
      <Steps aria-label={L.animationTitle}>
        {L.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
      <p>
        <Action href={href('/product/noveltysearch/basicInformation')}>{L.apply}</Action>{' '}
        <TextLink href={href('/product/noveltysearch/animationdetection')}>{L.animationTitle}</TextLink>
      </p>
    </ServicePage>
  );
}

export const page = definePage({ Component: NoveltyHomePage, head: () => ({ title: L.title, description: L.intro }) });
