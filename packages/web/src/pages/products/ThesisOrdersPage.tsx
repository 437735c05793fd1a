import { href } from 'react-router';
import { productLabels } from '@wenxian/domain';
import { ListLoader, TextLink } from '@wenxian/ui';
import { productsApi, useGetCheckOrdersQuery } from '../../features/products/productsApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { Inner } from '../shared/ContentFrame';
import { PageTitle } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.thesis;

/** /product/thesisdetection/order: the member's check orders with their states. */
export function ThesisOrdersPage() {
  const orders = useGetCheckOrdersQuery();
  return (
    <Inner>
      <PageTitle>{L.myOrders}</PageTitle>
      <p>
        <TextLink href={href('/product/thesisdetection/version1')}>{L.startCheck}</TextLink>
      </p>
      <QueryView query={orders}>
        {(page) =>
          page.list.length === 0 ? (
            <ListLoader state="empty" />
          ) : (
            <Table aria-label={L.myOrders}>
              <thead>
                <tr>
                  <th scope="col">{L.orderNo}</th>
                  <th scope="col">{L.paperTitle}</th>
                  <th scope="col">{L.chooseVersion}</th>
                  <th scope="col">{L.price}</th>
                  <th scope="col">{L.state}</th>
                  <th scope="col">{L.createdAt}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <TextLink href={`${href('/product/thesisdetection/version1/order')}?id=${order.id}`}>
                        {order.id}
                      </TextLink>
                    </td>
                    <td>{order.title}</td>
                    <td>{order.versionName}</td>
                    <td>{L.yuan(order.price)}</td>
                    <td>
                      {order.stateName}
                      {order.similarity !== undefined ? `（${L.similarity} ${order.similarity}%）` : ''}
                    </td>
                    <td>{order.createdAt.slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>
    </Inner>
  );
}

export const page = definePage({
  Component: ThesisOrdersPage,
  loader: async ({ store }) => void (await settle(store.dispatch(productsApi.endpoints.getCheckOrders.initiate()))),
  head: () => ({ title: `${L.myOrders} - ${L.title}`, noindex: true }),
});
