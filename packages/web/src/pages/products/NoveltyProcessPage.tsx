import { useEffect, useState } from 'react';
import { href } from 'react-router';
import { productLabels } from '@wenxian/domain';
import { OrderProgress, TextLink } from '@wenxian/ui';
import { definePage } from '../../app/routeModule';
import { Lead, PageTitle, ServicePage } from '../shared/ServicePage';

const L = productLabels.novelty;
const STEP_MS = 1500;

/** /product/noveltysearch/animationdetection: the novelty search's stages played one after another. */
export function NoveltyProcessPage() {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setCurrent((c) => (c + 1) % L.steps.length), STEP_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <ServicePage>
      <PageTitle>{L.animationTitle}</PageTitle>
      <Lead>{L.intro}</Lead>
      <OrderProgress label={L.animationTitle} steps={L.steps} current={current} />
      <p>
        <TextLink href={href('/product/noveltysearch/basicInformation')}>{L.apply}</TextLink>
      </p>
    </ServicePage>
  );
}

export const page = definePage({
  Component: NoveltyProcessPage,
  head: () => ({ title: `${L.animationTitle} - ${L.title}` }),
});
