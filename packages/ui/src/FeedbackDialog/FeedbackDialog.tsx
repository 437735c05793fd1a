import { useId } from 'react';
import { dialogLabels, feedbackLimits } from '@wenxian/domain';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { useFeedbackForm, type FeedbackSubmission } from './useFeedbackForm';
import {
  AddImage,
  Field,
  Form,
  Hint,
  Input,
  Notice,
  RemoveButton,
  TextArea,
  Thumb,
  ThumbOverlay,
  Thumbs,
} from './FeedbackDialog.styles';

const labels = dialogLabels.feedback;
const accept = feedbackLimits.allowedImageTypes.map((type) => `.${type}`).join(',');

export type FeedbackDialogProps<TImage> = {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** 1 from the side toolbar of one layout, 2 from the later shell (doc 000 §3). */
  sourceType: 1 | 2;
  /** Uploads accepted images (field files, at most 5) and returns their image objects in order. */
  uploadImages: (files: File[]) => Promise<TImage[]>;
  /** Saves the feedback; resolving shows 反馈成功 and resets the form. */
  onSubmit: (form: FeedbackSubmission<TImage>) => Promise<void>;
  /** × or Esc. The backdrop does not close it, so typed text is not lost by a stray click. */
  onClose: () => void;
};

/** The feedback dialog (doc 000 §2.4, §5): description, up to 5 images of at most 2 MB, contact. */
export function FeedbackDialog<TImage>({
  isOpen,
  sourceType,
  uploadImages,
  onSubmit,
  onClose,
}: FeedbackDialogProps<TImage>) {
  return (
    <Modal isOpen={isOpen} title={labels.title} onClose={onClose} closeOnBackdrop={false} width="56rem">
      <FeedbackForm sourceType={sourceType} uploadImages={uploadImages} onSubmit={onSubmit} />
    </Modal>
  );
}

type FeedbackFormProps<TImage> = Pick<FeedbackDialogProps<TImage>, 'sourceType' | 'uploadImages' | 'onSubmit'>;

function FeedbackForm<TImage>(props: FeedbackFormProps<TImage>) {
  const form = useFeedbackForm(props);
  const ids = { content: useId(), contact: useId(), images: useId(), hint: useId() };
  const isFull = form.images.length >= feedbackLimits.maxImages;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Field>
        <label htmlFor={ids.content}>{labels.contentLabel}</label>
        <TextArea
          id={ids.content}
          value={form.content}
          placeholder={labels.contentPlaceholder}
          onChange={(e) => form.setContent(e.target.value)}
        />
      </Field>
      <Field role="group" aria-labelledby={ids.images} aria-describedby={ids.hint}>
        <span className="field-label" id={ids.images}>
          {labels.imagesLabel}
        </span>
        <Thumbs>
          {form.images.map((image) => (
            <Thumb key={image.id} data-uploading={image.uploaded === undefined}>
              <img src={image.previewUrl} alt={image.name} />
              {image.uploaded === undefined && <ThumbOverlay>{labels.uploading}</ThumbOverlay>}
              <RemoveButton
                type="button"
                aria-label={labels.removeImage(image.name)}
                onClick={() => form.removeImage(image.id)}
              >
                ×
              </RemoveButton>
            </Thumb>
          ))}
          {!isFull && (
            <li>
              <AddImage>
                {labels.addImage}
                <input
                  type="file"
                  multiple
                  accept={accept}
                  onChange={(event) => {
                    form.addFiles([...(event.target.files ?? [])]);
                    event.target.value = '';
                  }}
                />
              </AddImage>
            </li>
          )}
        </Thumbs>
        <Hint id={ids.hint}>{labels.imagesHint(feedbackLimits.maxImages)}</Hint>
      </Field>
      <Field>
        <label htmlFor={ids.contact}>{labels.contactLabel}</label>
        <Input
          id={ids.contact}
          value={form.contactMethod}
          placeholder={labels.contactPlaceholder}
          onChange={(e) => form.setContactMethod(e.target.value)}
        />
      </Field>
      <Notice role={form.notice?.tone === 'error' ? 'alert' : 'status'} $tone={form.notice?.tone ?? 'success'}>
        {form.notice?.text}
      </Notice>
      <div>
        <Button type="submit" variant="primary" disabled={form.isUploading} isBusy={form.isSubmitting}>
          {form.isUploading ? labels.uploading : form.isSubmitting ? labels.submitting : labels.submit}
        </Button>
      </div>
    </Form>
  );
}
