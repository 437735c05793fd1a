import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels, messages, personalCentreNavigation } from '@wenxian/domain';
import { definePage } from '../../../app/routeModule';
import { loadCurrentUser } from '../../../features/shared/loadCurrentUser';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { Card, Footnote } from '../accountForm/accountForm.styles';

const P = accountLabels.pages.registerNav;

/** /account/register/nav: after sign-up, where to go next (the coupon, membership, the personal centre). */
export function RegisterNavPage() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <Card aria-labelledby="register-nav-heading">
      <h1 id="register-nav-heading">{P.heading}</h1>
      <p>{P.body}</p>
      <p>{messages.coupon.newUserCoupon}</p>
      {user?.mobileNo && <p>{user.mobileNo}</p>}
      <p>{P.next}</p>
      <ul>
        {[personalCentreNavigation[0], personalCentreNavigation[2]].map(
          (item) =>
            item && (
              <li key={item.href}>
                <SiteLink href={item.href}>{item.name}</SiteLink>
              </li>
            ),
        )}
        <li>
          <SiteLink href={href('/member')}>{accountLabels.pages.member.title}</SiteLink>
        </li>
      </ul>
      <Footnote>
        <SiteLink href={href('/')}>{P.home}</SiteLink>
      </Footnote>
    </Card>
  );
}

export const page = definePage({
  Component: RegisterNavPage,
  loader: ({ store }) => loadCurrentUser(store),
  head: () => ({ title: P.title, noindex: true }),
});
