import { useEffect, useRef, useState } from 'react';
import {
  acceptFeedbackImages,
  dialogLabels,
  feedbackLimits,
  messages,
  validateFeedback,
  type ImageRejection,
} from '@wenxian/domain';

/** What the form hands to the owner (doc 000 §3 "Feedback form"). */
export type FeedbackSubmission<TImage> = {
  content: string;
  contactMethod: string;
  imageFileList: TImage[];
  sourceType: 1 | 2;
};

export type PickedImage<TImage> = {
  id: number;
  name: string;
  previewUrl: string;
  /** The upload result; undefined while uploading. */
  uploaded?: TImage;
};

export type FeedbackNotice = { tone: 'error' | 'success'; text: string };

export type UseFeedbackFormOptions<TImage> = {
  sourceType: 1 | 2;
  uploadImages: (files: File[]) => Promise<TImage[]>;
  onSubmit: (form: FeedbackSubmission<TImage>) => Promise<void>;
};

function rejectionText(rejection: ImageRejection): string {
  switch (rejection.reason) {
    case 'tooLarge':
      return rejection.message;
    case 'tooMany':
      return dialogLabels.feedback.tooManyImages(feedbackLimits.maxImages);
    case 'type':
      return dialogLabels.feedback.wrongType;
  }
}

/**
 * The feedback form's state and rules (doc 000 §5): images are checked by the domain rule before
 * upload (too large → 同学 你的图片太大了 and dropped; more than 5 or a wrong type refused), the form is
 * validated on submit, and success shows 反馈成功 and resets it.
 */
export function useFeedbackForm<TImage>({ sourceType, uploadImages, onSubmit }: UseFeedbackFormOptions<TImage>) {
  const [content, setContent] = useState('');
  const [contactMethod, setContactMethod] = useState('');
  const [images, setImages] = useState<PickedImage<TImage>[]>([]);
  const [notice, setNotice] = useState<FeedbackNotice | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const nextId = useRef(0);
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);

  // Preview URLs belong to this form; free them when it goes away.
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  const isUploading = images.some((image) => image.uploaded === undefined);

  const addFiles = (files: readonly File[]) => {
    const { accepted, rejected } = acceptFeedbackImages(images.length, files);
    const [firstRejection] = rejected;
    setNotice(firstRejection ? { tone: 'error', text: rejectionText(firstRejection) } : null);
    if (accepted.length === 0) return;
    const picked = accepted.map((file) => ({
      id: nextId.current++,
      name: file.name,
      previewUrl: URL.createObjectURL(file),
    }));
    setImages((current) => [...current, ...picked]);
    uploadImages(accepted).then(
      (results) =>
        setImages((current) =>
          current.map((image) => {
            const index = picked.findIndex((p) => p.id === image.id);
            return index >= 0 ? { ...image, uploaded: results[index] } : image;
          }),
        ),
      () => {
        // A failed upload drops its images; the call layer has already told the user why.
        picked.forEach((p) => URL.revokeObjectURL(p.previewUrl));
        setImages((current) => current.filter((image) => !picked.some((p) => p.id === image.id)));
      },
    );
  };

  const removeImage = (id: number) => {
    setImages((current) => {
      const removed = current.find((image) => image.id === id);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return current.filter((image) => image.id !== id);
    });
  };

  const reset = () => {
    images.forEach((image) => URL.revokeObjectURL(image.previewUrl));
    setContent('');
    setContactMethod('');
    setImages([]);
  };

  const submit = async () => {
    const imageFileList = images.flatMap((image) => (image.uploaded === undefined ? [] : [image.uploaded]));
    const check = validateFeedback({ content, contactMethod, imageFileList });
    if (!check.ok) {
      setNotice({ tone: 'error', text: check.message });
      return;
    }
    setNotice(null);
    setIsSubmitting(true);
    try {
      await onSubmit({ content, contactMethod, imageFileList, sourceType });
      reset();
      setNotice({ tone: 'success', text: messages.feedback.success });
    } catch {
      // The call layer shows the server's message; the form keeps what was typed.
    } finally {
      setIsSubmitting(false);
    }
  };

  return {
    content,
    setContent,
    contactMethod,
    setContactMethod,
    images,
    addFiles,
    removeImage,
    notice,
    isUploading,
    isSubmitting,
    submit,
  };
}
