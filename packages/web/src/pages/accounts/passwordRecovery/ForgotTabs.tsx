import { useLocation } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { accountLabels } from '@wenxian/domain';
import { Tabs } from '../accountForm/accountForm.styles';

const P = accountLabels.pages.forgotPassword;

/** The two ways to reset a password: by mobile code and by e-mail code. */
export function ForgotTabs() {
  const { pathname } = useLocation();
  const tabs = [
    { href: href('/account/forgotPassword'), name: P.byMobile },
    { href: href('/account/forgotPassword/emailnum'), name: P.byEmail },
  ];
  return (
    <Tabs aria-label={P.title}>
      {tabs.map((tab) => (
        <SiteLink key={tab.href} href={tab.href} aria-current={pathname === tab.href ? 'page' : undefined}>
          {tab.name}
        </SiteLink>
      ))}
    </Tabs>
  );
}
