import { SideToolbar, useScrollY } from '@wenxian/ui';
import { siteContacts } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { feedbackOpened } from '../../features/feedback/feedbackModal';
import { toolbarHrefs } from '../../features/navigation/siteMap';

/** The side toolbar: consult (the site's chat), contact card, guide, feedback, back to top (doc 000 §2.4). */
export function SiteSideToolbar() {
  const scrollY = useScrollY();
  const dispatch = useAppDispatch();
  return (
    <SideToolbar
      phone={siteContacts.phone}
      email={siteContacts.email}
      consultHref={toolbarHrefs.consult}
      guideHref={toolbarHrefs.guide}
      scrollY={scrollY}
      onFeedback={() => dispatch(feedbackOpened())}
      onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
