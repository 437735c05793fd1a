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
    >
      <SafetyCheckPanel {...panel} />
    </Modal>
  );
}
