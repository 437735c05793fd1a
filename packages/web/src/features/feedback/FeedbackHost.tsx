import { FeedbackDialog, type FeedbackSubmission } from '@wenxian/ui';
import { saveFeedback, uploadFeedbackImages } from '@wenxian/api';
import { useAppDispatch } from '../../app/hooks';
import { closeModal } from '../shared/modalSlice';

/** What the server answers for an uploaded image (doc 000 §3 image object). */
type StoredImage = Awaited<ReturnType<typeof uploadFeedbackImages>>[number];

/**
 * The side toolbar's feedback form (doc 000 §5): images upload as they are picked, the form saves
 * with their stored image objects. sourceType 1 is the default layout's entry (doc 001 §3).
 */
export function FeedbackHost({ sourceType = 1 }: { sourceType?: 1 | 2 }) {
  const dispatch = useAppDispatch();
  return (
    <FeedbackDialog<StoredImage>
      isOpen
      sourceType={sourceType}
      uploadImages={(files) => uploadFeedbackImages(files)}
      onSubmit={async (form: FeedbackSubmission<StoredImage>) => {
        await saveFeedback(form);
      }}
      onClose={() => dispatch(closeModal())}
    />
  );
}
