import { href } from 'react-router';
import type { Coupon } from '@wenxian/api';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, formatBeijing } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { centreApi, useGetCouponsQuery, type PageArg } from '../../../features/accounts/centreApi';
import { Muted, Panel } from '../centrePanel/centrePanel.styles';
import { PagedQueryList } from '../centrePanel/PagedQueryList';
import { loadCentreList } from '../../../features/accounts/loadCentreList';
import { useMember } from '../../../features/session/useMember';

const P = accountLabels.pages.coupon;

/** /personalcenter/coupon: the user's coupons (the new-user one among them), usable ones lead to top-up. */
export function CouponPage() {
  const user = useMember();
  const useCoupons = (page: PageArg) =>
    useGetCouponsQuery({ ...page, memberId: user?.memberId ?? '' }, { skip: !user });
  return (
    <Panel>
      <h1>{P.title}</h1>
      <PagedQueryList
        title={P.title}
        isTitleHidden
        useQuery={useCoupons}
        itemKey={(c: Coupon) => c.id}
        renderItem={(c: Coupon) => (
          <>
            <span>
              <strong>¥{c.amount}</strong> {c.name} · {P.threshold(c.threshold)}
            </span>
            <Muted>{P.expireAt(formatBeijing(Date.parse(c.expireAt)))}</Muted>
            {c.used ? <Muted>{P.used}</Muted> : <SiteLink href={href('/pay/recharge')}>{P.usable}</SiteLink>}
          </>
        )}
      />
    </Panel>
  );
}

export const page = definePage({
  Component: CouponPage,
  loader: loadCentreList(centreApi.endpoints.getCoupons, (base) => base),
  head: () => ({ title: P.title, noindex: true }),
});
