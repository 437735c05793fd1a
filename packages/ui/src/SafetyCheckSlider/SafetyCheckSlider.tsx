import { messages } from '@wenxian/domain';
import { Modal } from '../Modal';
import { SafetyCheckPanel, type SafetyCheckPanelProps } from './SafetyCheckPanel';

export type SafetyCheckSliderProps = SafetyCheckPanelProps & {
  /** Whether the dialog is shown. Each opening starts reset with a fresh image. */
  isOpen: boolean;
  /** Closed without success (× button): the owner rejects with cancel and goes to the site root. */
  onCancel: () => void;
};

/**
 * The slider safety check dialog (doc 000 §4.8), titled 安全验证. Neither the backdrop nor Esc closes it;
 * only the × button does, as a cancel.
 *
 * It opens with the focus on the slider, not on ×: a call that meets code 20 opens it by itself, often while the
 * visitor is typing (the search box's suggestions), and the Enter meant for the box would otherwise cancel the
 * check and take the visitor to the site root.
 */
export function SafetyCheckSlider({ isOpen, onCancel, ...panel }: SafetyCheckSliderProps) {
  return (
    <Modal
      isOpen={isOpen}
      title={messages.safetyCheck.title}
      onClose={onCancel}
      closeOnBackdrop={false}
      closeOnEsc={false}
      width="44rem"
      initialFocus="[role='slider']"
    >
      <SafetyCheckPanel {...panel} />
    </Modal>
  );
}
