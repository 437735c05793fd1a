import { href } from 'react-router';
import { SiteLink } from '@wenxian/ui';
import { shellLabels, productNavigation } from '@wenxian/domain';
import { Bar, Brand } from './areaBar.styles';
import { AreaNav } from './AreaNav';

/** The product layout's bar: the site's name and the product services (doc 000 §1 other offerings). */
export function ProductHeader() {
  return (
    <header>
      <Bar>
        <SiteLink href={href('/')}>
          <Brand>{shellLabels.site.name}</Brand>
        </SiteLink>
        <span>{shellLabels.layout.productHome}</span>
        <AreaNav label={shellLabels.layout.productNav} items={productNavigation} match="prefix" />
      </Bar>
    </header>
  );
}
