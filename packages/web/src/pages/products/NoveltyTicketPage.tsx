import { useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { href } from 'react-router';
import { documentPath, productLabels } from '@wenxian/domain';
import { TextLink } from '@wenxian/ui';
import { useGetCurrentUserQuery } from '../../features/shared/sessionApi';
import { useGetNoveltyOrdersQuery, useGetNoveltyTicketQuery } from '../../features/products/productsApi';
import { definePage } from '../../app/routeModule';
import { EntryList, QueryView } from '../shared/ContentFrame';
import { LoginPrompt, PageTitle, ServicePage } from '../shared/ServicePage';
import { Table } from '../shared/OrderTable';

const L = productLabels.novelty;

/** /product/noveltysearch/myorder/orderticket/{id}: the commission ticket (查新委托单); without id, the latest order's. */
export function NoveltyTicketPage() {
  const { id: given } = useParams();
  const { data: user, isLoading } = useGetCurrentUserQuery();
  const orders = useGetNoveltyOrdersQuery(user && !given ? undefined : skipToken);
  const id = given ?? orders.data?.list[0]?.id;
  const ticket = useGetNoveltyTicketQuery(user && id ? id : skipToken);
  if (!user && !isLoading)
    return (
      <ServicePage>
        <LoginPrompt text={L.ticketTitle} />
      </ServicePage>
    );
  return (
    <ServicePage>
      <PageTitle>{L.ticketTitle}</PageTitle>
      {!id && orders.data ? (
        <p>
          {L.noOrders} <TextLink href={href('/product/noveltysearch/basicInformation')}>{L.apply}</TextLink>
        </p>
      ) : (
        <QueryView query={ticket}>
          {(t) => (
            <>
              <Table aria-label={L.ticketOf(t.id)}>
                <tbody>
                  <tr>
                    <th scope="row">{L.orderNo}</th>
                    <td>{t.id}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.projectName}</th>
                    <td>{t.projectName}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.form.purpose}</th>
                    <td>{t.purpose}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.form.scope}</th>
                    <td>{t.scope}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.form.keywords}</th>
                    <td>{t.keywords.join('，')}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.form.contactName}</th>
                    <td>
                      {t.contactName} {t.contactPhone}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">{L.price}</th>
                    <td>¥{t.price}</td>
                  </tr>
                  <tr>
                    <th scope="row">{L.state}</th>
                    <td>{t.stateName}</td>
                  </tr>
                </tbody>
              </Table>
              {t.checkpoints.map((point, i) => (
                <section key={point.text} aria-labelledby={`cp-${i}`}>
                  <h2 id={`cp-${i}`}>
                    {L.form.checkpoints} {i + 1}：{point.text}
                  </h2>
                  <h3>{L.checkpointMatches}</h3>
                  <EntryList>
                    {point.matches.map((m) => (
                      <li key={m.id}>
                        <TextLink
                          href={documentPath(m.type, m.id) ?? `${href('/search')}?k=${encodeURIComponent(m.title)}`}
                        >
                          {m.title}
                        </TextLink>{' '}
                        <small>
                          {m.source} {m.year}
                        </small>
                      </li>
                    ))}
                  </EntryList>
                </section>
              ))}
              <h2>{L.conclusion}</h2>
              <p>{t.conclusion ?? L.pending}</p>
            </>
          )}
        </QueryView>
      )}
    </ServicePage>
  );
}

export const page = definePage({
  Component: NoveltyTicketPage,
  head: () => ({ title: `${L.ticketTitle} - ${L.title}`, noindex: true }),
});
