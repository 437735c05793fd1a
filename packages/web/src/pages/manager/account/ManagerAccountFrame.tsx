import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { managerLabels } from '@wenxian/domain';
import { ManagerFrame } from '../ManagerFrame';
import { Tabs } from './managerAccount.styles';

const labels = managerLabels.account;
type Section = keyof typeof labels.sections;
const sections = Object.keys(labels.sections) as Section[];

/** The manager frame with the account's sections as tabs, the current one marked. */
export function ManagerAccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ManagerFrame title={title}>
      <Tabs aria-label={labels.nav}>
        <SiteLink href={href('/manager/account')} aria-current={pathname === '/manager/account' ? 'page' : undefined}>
          {labels.title}
        </SiteLink>
        {sections.map((s) => (
          <SiteLink
            key={s}
            href={`/manager/account/${s}`}
            aria-current={pathname === `/manager/account/${s}` ? 'page' : undefined}
          >
            {labels.sections[s]}
          </SiteLink>
        ))}
      </Tabs>
      {children}
    </ManagerFrame>
  );
}
