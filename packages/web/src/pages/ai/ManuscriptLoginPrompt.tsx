import { aiLabels } from '@wenxian/domain';
import { SiteLink } from '@wenxian/ui';
import { Card } from './ai.styles';

const L = aiLabels.manuscript;

/** For visitors: the check needs login. */
export function ManuscriptLoginPrompt({ loginHref }: { loginHref: string }) {
  return (
    <Card aria-label={L.loginToCheck}>
      <p>{L.loginToCheck}</p>
      <SiteLink href={loginHref}>{L.login}</SiteLink>
    </Card>
  );
}
