import { SideToolbar, useScrollY } from '@wenxian/ui';
import { siteContacts } from '@wenxian/domain';
import { useAppDispatch } from '../../app/hooks';
import { openModal } from '../../features/modal/modalSlice';

/** The side toolbar: consult, contact card, guide, feedback, back to top (doc 000 §2.4). */
export function SiteSideToolbar() {
  const scrollY = useScrollY();
  const dispatch = useAppDispatch();
  return (
    <SideToolbar
      phone={siteContacts.phone}
      email={siteContacts.email}
      consultHref={siteContacts.consultHref}
      guideHref={siteContacts.guideHref}
      scrollY={scrollY}
      onFeedback={() => dispatch(openModal({ id: 'feedback' }))}
      onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
