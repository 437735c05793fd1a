import { useLocation } from 'react-router-dom';
import { href } from 'react-router';
import { messages, productLabels } from '@wenxian/domain';
import { TextLink } from '@wenxian/ui';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useGetNoveltyOrdersQuery } from '../../features/products/productsApi';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { definePage } from '../../app/routeModule';
import { QueryView } from '../shared/ContentFrame';
import { LoginPrompt, PageTitle, ServicePage } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.novelty;

/** /product/noveltysearch/myorder (我的订单): the member's novelty-search orders and their states. */
export function NoveltyOrdersPage() {
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const orders = useGetNoveltyOrdersQuery(user ? undefined : skipToken);
  const submitted = (useLocation().state as { submitted?: string } | null)?.submitted;
  return (
    <ServicePage>
      <PageTitle>{messages.productNav.myOrders}</PageTitle>
      {submitted ? <p role="status">{L.form.submitted}</p> : null}
      {!user && !isLoading ? (
        <LoginPrompt text={L.noOrders} />
      ) : (
        <QueryView query={orders}>
          {(page) =>
            page.list.length === 0 ? (
              <>
                <p>{L.noOrders}</p>
                <TextLink href={href('/product/noveltysearch/basicInformation')}>{L.apply}</TextLink>
              </>
            ) : (
              <Table aria-label={L.title}>
                <thead>
                  <tr>
                    <th scope="col">{L.orderNo}</th>
                    <th scope="col">{L.projectName}</th>
                    <th scope="col">{L.price}</th>
                    <th scope="col">{L.state}</th>
                    <th scope="col">{L.createdAt}</th>
                    <th scope="col">{L.ticket}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.list.map((order) => (
                    <tr key={order.id}>
                      <td>{order.id}</td>
                      <td>{order.projectName}</td>
                      <td>¥{order.price}</td>
                      <td>{order.stateName}</td>
                      <td>{order.createdAt.slice(0, 10)}</td>
                      <td>
                        <TextLink href={href('/product/noveltysearch/myorder/orderticket/:id?', { id: order.id })}>
                          {L.ticket}
                        </TextLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </QueryView>
      )}
    </ServicePage>
  );
}

export const page = definePage({
  Component: NoveltyOrdersPage,
  head: () => ({ title: `${messages.productNav.myOrders} - ${L.title}`, noindex: true }),
});
