import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { shellLabels } from '@wenxian/domain';
import { Bar, Brand } from './areaBar.styles';

/** The preview layout's slim bar: the site's name back to home, nothing else between the reader and the text. */
export function PreviewBar() {
  return (
    <header>
      <Bar aria-label={shellLabels.layout.previewBar}>
        <SiteLink href={href('/')}>
          <Brand>{shellLabels.site.name}</Brand>
        </SiteLink>
      </Bar>
    </header>
  );
}
