import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { aiLabels } from '@wenxian/domain';
import { Button } from '../Button';
import { VisuallyHidden } from '../SuggestionList/internal';
import { Form } from './ChatSender.styles';

const L = aiLabels.chat;

export type ChatSenderProps = {
  /** The input's accessible name. */
  label?: string;
  placeholder?: string;
  /** Text already in the box (e.g. the question a visitor typed before logging in). */
  defaultValue?: string;
  /** An answer is arriving: the send button becomes the stop button. */
  isStreaming?: boolean;
  /** Nothing can be sent (e.g. while the conversation loads). */
  isDisabled?: boolean;
  /**
   * Sends the text (trimmed, never empty). The box empties when this returns anything but `false`, so a
   * refused send (e.g. login needed) keeps what the user typed.
   */
  onSend: (text: string) => boolean | void;
  /** Stops the arriving answer. */
  onStop?: () => void;
};

/** The question box of a conversation: Enter sends, Shift+Enter breaks the line, stop while streaming. */
export function ChatSender({
  label = L.inputLabel,
  placeholder = L.inputPlaceholder,
  defaultValue = '',
  isStreaming = false,
  isDisabled = false,
  onSend,
  onStop,
}: ChatSenderProps) {
  const inputId = useId();
  const [text, setText] = useState(defaultValue);
  const question = text.trim();
  const send = () => {
    if (!question || isStreaming || isDisabled) return;
    if (onSend(question) !== false) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing Chinese uses Enter to pick characters: only a finished Enter sends.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Form onSubmit={onSubmit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <textarea
        id={inputId}
        value={text}
        placeholder={placeholder}
        rows={2}
        disabled={isDisabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {isStreaming ? (
        <Button type="button" variant="secondary" onClick={onStop}>
          {L.stop}
        </Button>
      ) : (
        <Button type="submit" variant="primary" disabled={!question || isDisabled}>
          {L.send}
        </Button>
      )}
    </Form>
  );
}
