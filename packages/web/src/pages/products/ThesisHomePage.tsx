import styled from 'styled-components';
import { href } from 'react-router';
import { checkVersions, productLabels } from '@wenxian/domain';
import { SiteLink, TextLink } from '@wenxian/ui';
import { productsApi, useGetCheckOrderNewsQuery } from '../../features/products/productsApi';
import { settle } from '../../app/settle';
import { definePage } from '../../app/routeModule';
import { EntryList } from '../shared/ContentFrame';
import { Inner } from '../shared/ContentFrame';
import { Lead, PageTitle } from '../shared/ServicePage';

const L = productLabels.thesis;

const Versions = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xl};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  strong {
    color: ${({ theme }) => theme.color.brand};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  a {
    justify-self: start;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
`;

/** /product/thesisdetection: the check's versions with their prices, the way to order, and the service's news. */
export function ThesisHomePage() {
  const { data: news = [] } = useGetCheckOrderNewsQuery();
  return (
    <Inner>
      <PageTitle>{L.title}</PageTitle>
      <Lead>{L.intro}</Lead>
      <p>
        <TextLink href={href('/product/thesisdetection/order')}>{L.myOrders}</TextLink> ·{' '}
        <TextLink href={href('/product/thesisdetection/version1/coupon')}>{L.couponPageTitle}</TextLink>
      </p>
      <Versions aria-label={L.chooseVersion}>
        {checkVersions.map((version) => (
          <li key={version.id}>
            <h2>{version.name}</h2>
            <strong>{L.pricePerThousand(version.pricePerThousand)}</strong>
            <span>{version.scope}</span>
            <small>{L.maxChars(version.maxChars)}</small>
            <SiteLink
              href={`${href('/product/thesisdetection/version1')}?version=${version.id}`}
              aria-label={`${version.name} ${L.startCheck}`}
            >
              {L.startCheck}
            </SiteLink>
          </li>
        ))}
      </Versions>
      <section aria-labelledby="thesis-news">
        <h2 id="thesis-news">{L.news}</h2>
        <EntryList>
          {news.map((item) => (
            <li key={item.id}>
              {item.title} <time dateTime={item.time}>{item.time.slice(0, 10)}</time>
            </li>
          ))}
        </EntryList>
      </section>
    </Inner>
  );
}

export const page = definePage({
  Component: ThesisHomePage,
  loader: async ({ store }) => void (await settle(store.dispatch(productsApi.endpoints.getCheckOrderNews.initiate()))),
  head: () => ({ title: L.title, description: L.intro, noindex: true }),
});
