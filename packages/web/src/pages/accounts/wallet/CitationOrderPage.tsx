import { productLabels } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { Lead } from '../../shared/ServicePage';
import { CitationOrderForm } from './citationOrder/CitationOrderForm';
import { CitationOrderList } from './citationOrder/CitationOrderList';
import { Panel } from '../centrePanel/centrePanel.styles';

const L = productLabels.citationOrder;

/**
 * /personalcenter/citationOrder (引文检索订单): the citation-order service of doc 001 §7 "Citation", which
 * the spec gives calls but no screen (a route outside routes.txt, docs/decisions/products.md). Members only,
 * as every /personalcenter page (§6); the route guard sends a visitor to login.
 */
export function CitationOrderPage() {
  return (
    <Panel>
      <h1>{L.title}</h1>
      <Lead>{L.intro}</Lead>
      <CitationOrderForm />
      <section aria-labelledby="citation-orders">
        <h2 id="citation-orders">{L.myOrders}</h2>
        <CitationOrderList />
      </section>
    </Panel>
  );
}

export const page = definePage({ Component: CitationOrderPage, head: () => ({ title: L.title, noindex: true }) });
